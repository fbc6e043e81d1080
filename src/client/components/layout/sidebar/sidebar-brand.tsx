import { Link } from 'wouter';
import { appName } from '@client/lib/use-document-title';

export function SidebarBrand() {
  return (
    <Link
      href="/"
      className="flex min-w-0 items-center gap-2 rounded-md font-semibold outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <img src="/favicon.svg" alt="" className="size-7 shrink-0" />
      <span className="truncate">{appName}</span>
    </Link>
  );
}
