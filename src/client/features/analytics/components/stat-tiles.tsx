import { Card } from '@client/components/ui/card';

export type StatTile = { label: string; value: string };

/** Headline figures as a list of labelled values. */
export function StatTiles({ label, tiles }: { label: string; tiles: readonly StatTile[] }) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-3 lg:grid-cols-3 xl:grid-cols-6">
      {tiles.map((tile) => (
        <li key={tile.label}>
          <Card className="h-full gap-1 px-4 py-3">
            <p className="text-xs font-medium text-muted-foreground">{tile.label}</p>
            <p className="text-xl font-semibold tracking-tight tabular-nums">{tile.value}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
