import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { AiAnalystRoute } from './routes/ai-analyst';
import { DashboardRoute } from './routes/dashboard';
import { DocumentsRoute } from './routes/documents';
import { EditInvestmentRoute } from './routes/edit-investment';
import { InvestmentDetailRoute } from './routes/investment-detail';
import { LoginRoute } from './routes/login';
import { NotFoundRoute } from './routes/not-found';
import { PipelineRoute } from './routes/pipeline';
import { RegisterRoute } from './routes/register';
import { RouteLoading } from './routes/route-loading';
import { ToolsRoute } from './routes/tools';

// The charts library is large and only this screen draws charts: its route is a chunk of its own.
const AnalyticsRoute = lazy(() => import('./routes/analytics'));

/** SPEC 2 route table. /api/logout is the server's; any other path is the 404 page. */
export function AppRouter() {
  return (
    <Switch>
      <Route path="/login" component={LoginRoute} />
      <Route path="/register" component={RegisterRoute} />
      <Route path="/" component={AiAnalystRoute} />
      <Route path="/ai-analyst" component={AiAnalystRoute} />
      <Route path="/dashboard" component={DashboardRoute} />
      <Route path="/pipeline" component={PipelineRoute} />
      <Route path="/pipeline/edit/:id" component={EditInvestmentRoute} />
      <Route path="/pipeline/:id" component={InvestmentDetailRoute} />
      <Route path="/investments/:id" component={InvestmentDetailRoute} />
      <Route path="/documents" component={DocumentsRoute} />
      <Route path="/documents/:id" component={DocumentsRoute} />
      <Route path="/tools" component={ToolsRoute} />
      <Route path="/analytics">
        <Suspense fallback={<RouteLoading />}>
          <AnalyticsRoute />
        </Suspense>
      </Route>
      <Route component={NotFoundRoute} />
    </Switch>
  );
}
