import { conceptRegistry } from '@shared/concept-registry';
import type { DocumentTypeValue } from '@shared/document';
import type { DocumentFactFields, FactConceptId } from '@shared/document-facts';

/** What a document of a type should state: the registry's headline concepts that type states. */
export function expectedConcepts(type: DocumentTypeValue): FactConceptId[] {
  return conceptRegistry
    .filter((entry) => entry.importance === 'headline' && entry.statedIn.includes(type))
    .map((entry) => entry.id);
}

export type Coverage = { expected: number; found: number; missing: FactConceptId[] };

/**
 * How much of what the type should state the facts hold, by the registry's groups (its terms, its
 * performance, its capital account, its statements): a group counts as found when any of its expected
 * concepts is the fund's own fact; a group the type names one concept of is not counted. `missing` lists each expected concept no fact states. Null for
 * types that expect nothing.
 */
export function expectedCoverage(
  type: DocumentTypeValue,
  facts: readonly DocumentFactFields[],
): Coverage | null {
  const expected = expectedConcepts(type);
  if (expected.length === 0) return null;
  const stated = new Set(facts.filter((fact) => fact.scope === 'fund').map((fact) => fact.concept));
  const groupOf = (id: FactConceptId) => conceptRegistry.find((entry) => entry.id === id)?.group;
  // A group the type touches with one concept only (a deck's AUM) is incidental to it, not expected.
  const sizes = new Map<unknown, number>();
  for (const id of expected) sizes.set(groupOf(id), (sizes.get(groupOf(id)) ?? 0) + 1);
  const groups = new Set(expected.map(groupOf).filter((group) => (sizes.get(group) ?? 0) > 1));
  if (groups.size === 0) return null;
  const foundGroups = new Set(
    expected
      .filter((id) => stated.has(id))
      .map(groupOf)
      .filter((group) => groups.has(group)),
  );
  return {
    expected: groups.size,
    found: foundGroups.size,
    missing: expected.filter((id) => !stated.has(id)),
  };
}
