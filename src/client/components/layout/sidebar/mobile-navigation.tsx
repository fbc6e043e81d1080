import { MenuIcon } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from '@client/components/ui/sheet';
import { useSidebar } from './sidebar-context';
import { SidebarBrand } from './sidebar-brand';
import { SidebarContent } from './sidebar-content';

/** SPEC 2: below 768 px a top bar opens the navigation as a 64-unit wide slide-out drawer. */
export function MobileNavigation() {
  const { mobileOpen, setMobileOpen } = useSidebar();
  return (
    <header className="sticky top-0 z-40 flex h-14 items-center gap-3 border-b bg-background/95 px-3 backdrop-blur">
      <Sheet open={mobileOpen} onOpenChange={setMobileOpen}>
        <SheetTrigger asChild>
          <Button variant="ghost" size="icon" aria-label="Open navigation">
            <MenuIcon aria-hidden />
          </Button>
        </SheetTrigger>
        <SheetContent side="left" className="w-64" aria-describedby={undefined}>
          <SheetTitle className="sr-only">Navigation</SheetTitle>
          <SidebarContent collapsed={false} />
        </SheetContent>
      </Sheet>
      <SidebarBrand />
    </header>
  );
}
