import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { zActivity, type Activity } from '@shared/activity';
import { apiJson } from '@client/lib/api-client';
import { activityKeys } from '../query-keys';

export function getActivities(): Promise<Activity[]> {
  return apiJson(z.array(zActivity), 'GET', '/api/activities');
}

export function activitiesQueryOptions() {
  return queryOptions({ queryKey: activityKeys.all, queryFn: getActivities });
}

export function useActivities() {
  return useQuery(activitiesQueryOptions());
}
