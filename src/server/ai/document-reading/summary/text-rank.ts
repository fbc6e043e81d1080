export type TextRankOptions = {
  /** Edges kept per sentence: the graph stays sparse, so cost grows with n·k rather than n². */
  neighbours?: number;
  damping?: number;
  iterations?: number;
};

type Edge = { to: number; weight: number };

/** A sentence as a sparse unit vector: term ids with their TF-IDF weights. */
type SparseVector = { terms: Int32Array; weights: Float64Array };

/** Terms become ids in first-seen order, so results never depend on hashing or locale. */
function weightVectors(termLists: readonly (readonly string[])[]): {
  vectors: SparseVector[];
  documentFrequency: Int32Array;
} {
  const ids = new Map<string, number>();
  const idLists = termLists.map((terms) =>
    terms.map((term) => {
      let id = ids.get(term);
      if (id === undefined) {
        id = ids.size;
        ids.set(term, id);
      }
      return id;
    }),
  );
  const documentFrequency = new Int32Array(ids.size);
  const seen = new Int32Array(ids.size).fill(-1);
  idLists.forEach((list, sentence) => {
    for (const id of list) {
      if (seen[id] === sentence) continue;
      seen[id] = sentence;
      documentFrequency[id] += 1;
    }
  });
  const count = termLists.length;
  const vectors = idLists.map((list) => {
    const frequency = new Map<number, number>();
    for (const id of list) frequency.set(id, (frequency.get(id) ?? 0) + 1);
    const terms = Int32Array.from(frequency.keys());
    const weights = Float64Array.from(
      frequency,
      ([id, tf]) => (1 + Math.log(tf)) * Math.log(1 + count / documentFrequency[id]),
    );
    const norm = Math.sqrt(weights.reduce((sum, weight) => sum + weight * weight, 0));
    if (norm > 0) for (let at = 0; at < weights.length; at += 1) weights[at] /= norm;
    return { terms, weights };
  });
  return { vectors, documentFrequency };
}

/**
 * Each sentence's k most similar sentences by cosine similarity, found through an inverted index that
 * carries the weights, so no lookups happen in the inner loop. Terms in more than a tenth of the
 * sentences are skipped when looking for neighbours: they carry little weight after IDF and they are
 * what would make the walk quadratic.
 */
function nearestNeighbours(
  vectors: readonly SparseVector[],
  documentFrequency: Int32Array,
  neighbours: number,
): Edge[][] {
  const maxFrequency = Math.max(8, Math.ceil(vectors.length / 10));
  const postingSentences: number[][] = Array.from({ length: documentFrequency.length }, () => []);
  const postingWeights: number[][] = Array.from({ length: documentFrequency.length }, () => []);
  vectors.forEach(({ terms, weights }, sentence) => {
    terms.forEach((id, at) => {
      if (documentFrequency[id] > maxFrequency) return;
      postingSentences[id].push(sentence);
      postingWeights[id].push(weights[at]);
    });
  });
  const similarity = new Float64Array(vectors.length);
  return vectors.map(({ terms, weights }, sentence) => {
    const touched: number[] = [];
    for (let at = 0; at < terms.length; at += 1) {
      const id = terms[at];
      if (documentFrequency[id] > maxFrequency) continue;
      const others = postingSentences[id];
      const otherWeights = postingWeights[id];
      for (let position = 0; position < others.length; position += 1) {
        const other = others[position];
        if (other === sentence) continue;
        if (similarity[other] === 0) touched.push(other);
        similarity[other] += weights[at] * otherWeights[position];
      }
    }
    const edges = touched.map((to) => ({ to, weight: similarity[to] }));
    for (const other of touched) similarity[other] = 0;
    edges.sort((a, b) => b.weight - a.weight || a.to - b.to);
    return edges.slice(0, neighbours);
  });
}

/**
 * Symmetrises the nearest-neighbour edges (an edge kept by either end is kept by both, so the walk is
 * undirected) into compressed rows: sentence i's edges are `targets`/`weights` from `offsets[i]` to
 * `offsets[i + 1]`, in the order they were first seen. The walk reads them forty times over, and flat
 * arrays are what make that cheap.
 */
function undirectedGraph(nearest: readonly Edge[][]): {
  offsets: Int32Array;
  targets: Int32Array;
  weights: Float64Array;
} {
  const adjacency = nearest.map(() => new Map<number, number>());
  nearest.forEach((edges, from) => {
    for (const { to, weight } of edges) {
      adjacency[from].set(to, weight);
      adjacency[to].set(from, weight);
    }
  });
  const offsets = new Int32Array(nearest.length + 1);
  adjacency.forEach((edges, from) => {
    offsets[from + 1] = offsets[from] + edges.size;
  });
  const targets = new Int32Array(offsets[nearest.length]);
  const weights = new Float64Array(offsets[nearest.length]);
  adjacency.forEach((edges, from) => {
    let at = offsets[from];
    for (const [to, weight] of edges) {
      targets[at] = to;
      weights[at] = weight;
      at += 1;
    }
  });
  return { offsets, targets, weights };
}

/**
 * TextRank (Mihalcea and Tarau, 2004) over a sparse, symmetric similarity graph: a sentence is central
 * when sentences that are themselves central resemble it. Returns one score per input, in input order.
 */
export function textRankScores(
  termLists: readonly (readonly string[])[],
  options: TextRankOptions = {},
): number[] {
  const { neighbours = 12, damping = 0.85, iterations = 40 } = options;
  const count = termLists.length;
  if (count === 0) return [];
  const { vectors, documentFrequency } = weightVectors(termLists);
  const nearest = nearestNeighbours(vectors, documentFrequency, neighbours);

  const { offsets, targets, weights } = undirectedGraph(nearest);
  const outWeight = new Float64Array(count);
  for (let from = 0; from < count; from += 1) {
    for (let at = offsets[from]; at < offsets[from + 1]; at += 1) outWeight[from] += weights[at];
  }

  let scores: Float64Array = new Float64Array(count).fill(1 / count);
  for (let round = 0; round < iterations; round += 1) {
    const next = new Float64Array(count).fill((1 - damping) / count);
    for (let from = 0; from < count; from += 1) {
      if (outWeight[from] === 0) continue;
      const share = (damping * scores[from]) / outWeight[from];
      for (let at = offsets[from]; at < offsets[from + 1]; at += 1) next[targets[at]] += share * weights[at];
    }
    let change = 0;
    for (let sentence = 0; sentence < count; sentence += 1)
      change += Math.abs(next[sentence] - scores[sentence]);
    scores = next;
    if (change < 1e-9) break;
  }
  return Array.from(scores);
}
