/**
 * The Tessera Cloud plan tables and feature matrix, rendered on the server from the model (src/model/cloud.ts) through
 * the rows of src/lib/content/cloudPlans.ts, which the Markdown twin shares: a plan figure is written once, in the model.
 */
import type {ReactNode} from 'react';
import Badge from '@site/src/components/mdx/Badge';
import {CLOUD_PLANS} from '@site/src/model/cloud';
import {cloudFeatureRows, cloudOverageRows, cloudPlanRows} from '@site/src/lib/content/cloudPlans';

export interface CloudPlansProps {
  /** Comma-separated row ids to show only those rows (e.g. "logs"); every row when omitted. */
  rows?: string;
}

/** A table with one column per plan, under its name and badge, and one row per fact of the model. */
function PlanColumns({
  data,
  corner,
  rows,
}: {
  data: Record<string, string>;
  corner?: string;
  rows: ReturnType<typeof cloudPlanRows>;
}): ReactNode {
  return (
    <table {...data}>
      <thead>
        <tr>
          {corner ? <th>{corner}</th> : <th />}
          {CLOUD_PLANS.map((plan) => (
            <th key={plan.id}>
              {plan.name} <Badge kind={plan.badge} />
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td>{row.label}</td>
            {row.cells.map((cell, index) => (
              <td key={CLOUD_PLANS[index]!.id}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The plan comparison: one column per plan, with its badge, one row per fact. */
export function CloudPlans({rows}: CloudPlansProps): ReactNode {
  return <PlanColumns data={{'data-cloud-plans': rows ?? 'all'}} rows={cloudPlanRows(rows)} />;
}

/** The prices of usage beyond the included amounts and of an additional environment. */
export function CloudOverage(): ReactNode {
  return (
    <table data-cloud-overage="">
      <thead>
        <tr>
          <th>Extra usage</th>
          <th>Price</th>
        </tr>
      </thead>
      <tbody>
        {cloudOverageRows().map((row) => (
          <tr key={row.id}>
            <td>{row.label}</td>
            <td>{row.cells[0]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export interface CloudFeaturesProps {
  /** `platform` or `admin` to show only the features of that area; every feature when omitted. */
  area?: string;
}

/** Which plan unlocks which feature: one column per plan, one row per feature, each cell No, Yes or the plan's limit. */
export function CloudFeatures({area}: CloudFeaturesProps): ReactNode {
  return <PlanColumns data={{'data-cloud-features': area ?? 'all'}} corner="Feature" rows={cloudFeatureRows(area)} />;
}
