// The stack of one static site on AWS (the hosted checkout, the merchant dashboard): the stack is
// given where the site stands (its stage, the HTTP API on its origin, the WAF web ACL of the public
// routes' rate limits, its built files), and its subclass declares the site itself
// (../constructs/static-site.ts).
import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { StageConfig } from '../config/stages.js';
import { StaticSite, type StaticSiteDeclaration, type StaticSiteSurroundings } from '../constructs/static-site.js';

export interface StaticSiteStackProps extends StackProps, StaticSiteSurroundings {}

export class StaticSiteStack extends Stack {
  /** The bucket, the distribution and the deployments (none when the site was not built: templates only). */
  readonly site: StaticSite;

  constructor(scope: Construct, id: string, props: StaticSiteStackProps, siteOf: (stage: StageConfig) => StaticSiteDeclaration) {
    super(scope, id, props);
    const { stage, api, webAclArn, siteDir } = props;
    // `Default`: the site's resources keep the logical ids of a stack that declares them itself.
    this.site = new StaticSite(this, 'Default', { stage, api, webAclArn, siteDir, ...siteOf(stage) });
  }
}
