import { Route, Switch } from 'wouter';
import { screenHeadings, type ScreenHeading } from '@shared/screens';
import { RequireUser } from './require-user';
import { DashboardRoute } from './routes/dashboard';
import { DocumentsRoute } from './routes/documents';
import { EditInvestmentRoute } from './routes/edit-investment';
import { InvestmentDetailRoute } from './routes/investment-detail';
import { LoginRoute } from './routes/login';
import { NotFoundRoute } from './routes/not-found';
import { PipelineRoute } from './routes/pipeline';
import { PlaceholderScreen } from './routes/placeholder-screen';
import { RegisterRoute } from './routes/register';
import { ToolsRoute } from './routes/tools';

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
      <Route path="/dashboard" component={DashboardRoute} />
      <Route path="/pipeline" component={PipelineRoute} />
      <Route path="/pipeline/edit/:id" component={EditInvestmentRoute} />
      <Route path="/pipeline/:id" component={InvestmentDetailRoute} />
      <Route path="/investments/:id" component={InvestmentDetailRoute} />
      <Route path="/documents" component={DocumentsRoute} />
      <Route path="/documents/:id" component={DocumentsRoute} />
      <Route path="/tools" component={ToolsRoute} />
      <Route path="/analytics">
        <SignedInScreen heading={screenHeadings.analytics} />
      </Route>
      <Route component={NotFoundRoute} />
    </Switch>
  );
}
