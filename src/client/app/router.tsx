import { Route, Switch } from 'wouter';
import { screenHeadings, type ScreenHeading } from '@shared/screens';
import { RequireUser } from './require-user';
import { LoginRoute } from './routes/login';
import { NotFoundRoute } from './routes/not-found';
import { PlaceholderScreen } from './routes/placeholder-screen';
import { RegisterRoute } from './routes/register';

function SignedInScreen({ heading }: { heading: ScreenHeading }) {
  return (
    <RequireUser>
      <PlaceholderScreen heading={heading} />
    </RequireUser>
  );
}

/** SPEC 2 route table. /api/logout is the server's; any other path is the 404 page. */
export function AppRouter() {
  return (
    <Switch>
      <Route path="/login" component={LoginRoute} />
      <Route path="/register" component={RegisterRoute} />
      <Route path="/">
        <SignedInScreen heading={screenHeadings.aiAnalyst} />
      </Route>
      <Route path="/ai-analyst">
        <SignedInScreen heading={screenHeadings.aiAnalyst} />
      </Route>
      <Route path="/dashboard">
        <SignedInScreen heading={screenHeadings.dashboard} />
      </Route>
      <Route path="/pipeline">
        <SignedInScreen heading={screenHeadings.pipeline} />
      </Route>
      <Route path="/pipeline/edit/:id">
        <SignedInScreen heading={screenHeadings.editInvestment} />
      </Route>
      <Route path="/pipeline/:id">
        <SignedInScreen heading={screenHeadings.investmentDetail} />
      </Route>
      <Route path="/investments/:id">
        <SignedInScreen heading={screenHeadings.investmentDetail} />
      </Route>
      <Route path="/documents">
        <SignedInScreen heading={screenHeadings.documents} />
      </Route>
      <Route path="/tools">
        <SignedInScreen heading={screenHeadings.tools} />
      </Route>
      <Route path="/analytics">
        <SignedInScreen heading={screenHeadings.analytics} />
      </Route>
      <Route component={NotFoundRoute} />
    </Switch>
  );
}
