import { INTERNAL_BRAND_PATH } from '../admin/brand.ts';
import { ConfigError } from '../config.ts';
import {
  type BrandCommand,
  BrandCommandError,
  type BrandCommandResult,
  runBrandCommand,
} from '../modules/brand/brand-command.ts';
import { BRAND_USAGE, brandCommandOf, previewLink } from './brand-run.ts';
import { runHereOrThroughOwner } from './owner-call.ts';

/**
 * `npm run brand -- preview --brand <slug> [--rotate]` prints the brand's preview link as the LAST
 * line (issuing the token on first use; `--rotate` replaces it and the old link stops working);
 * `live` / `unlive --brand <slug>` opens or closes the storefront to everyone (issue 19, decision
 * 0036). With PostgreSQL it writes directly; with PGlite owned by a running server it goes
 * through that server's loopback internal route. Exits 1 for an unknown brand, 2 for a wrong
 * command line.
 */
async function main(): Promise<number> {
  let command: BrandCommand | null;
  try {
    command = brandCommandOf(process.argv.slice(2));
  } catch (error) {
    console.error(`${(error as Error).message}\n${BRAND_USAGE}`);
    return 2;
  }
  if (!command) {
    console.error(BRAND_USAGE);
    return 2;
  }
  try {
    const { answer, via } = await runHereOrThroughOwner<BrandCommandResult>({
      direct: (db) => runBrandCommand(db, command),
      routePath: INTERNAL_BRAND_PATH,
      body: command,
      refused: (message) => new BrandCommandError(message.replace(/^.*?: /, '')),
    });
    const state = answer.isLive ? 'live' : 'not live (only its preview link opens it)';
    if (command.action === 'preview') {
      const publicUrl =
        process.env.SUFRA_PUBLIC_URL || `http://localhost:${Number(process.env.PORT) || 8080}`;
      const made = answer.issued ? 'a new preview link' : 'its preview link';
      console.log(`Brand '${answer.temporaryDomainName}' is ${state}; ${made}${via}:`);
      console.log(previewLink(answer, publicUrl));
    } else {
      console.log(`Brand '${answer.temporaryDomainName}' is now ${state}${via}.`);
    }
    return 0;
  } catch (error) {
    if (error instanceof ConfigError) console.error(error.message);
    else console.error(`Nothing changed: ${(error as Error).message}`);
    return 1;
  }
}

main().then((code) => process.exit(code));
