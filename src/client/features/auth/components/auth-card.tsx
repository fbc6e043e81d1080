import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@client/components/ui/card';

type AuthCardProps = { title: string; description: string; footer: ReactNode; children: ReactNode };

/** The frame of the sign-in and registration screens. */
export function AuthCard({ title, description, footer, children }: AuthCardProps) {
  return (
    <Card className="mx-auto w-full max-w-md">
      <CardHeader>
        <h1 className="text-xl font-semibold">{title}</h1>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
      <CardFooter className="justify-center text-sm text-muted-foreground">{footer}</CardFooter>
    </Card>
  );
}
