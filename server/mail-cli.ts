import { openServerDatabase, runCommand } from "./cli-database";
import { countMailByState, FAILED_BODY_KEEP_MS, requeueFailedMail } from "./mail";

/**
 * `npm run mail -- retry`: sends again the mail given up in the last seven days (after the
 * SMTP settings were corrected, say); a running server sends it within its next poll.
 * `status` (or `list`) counts the messages by state, without any address. It runs on the
 * server, against the database the server uses, like `npm run admin` (docs/deploy.md, "Mail").
 */
const USAGE = "Usage: npm run mail -- retry | status | list";
const KEEP_DAYS = FAILED_BODY_KEEP_MS / (24 * 60 * 60 * 1000);

async function main(args: string[]): Promise<number> {
  const [command] = args;
  if (!(command === "retry" || command === "status" || command === "list") || args.length > 1) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const opened = await openServerDatabase(`npm run mail -- ${command}`);
  if (!opened) return 1;
  try {
    if (command === "retry") {
      const { queued, expired } = await requeueFailedMail(opened.db, new Date());
      process.stdout.write(
        queued === 0
          ? "No given-up message to send again.\n"
          : `Queued ${queued} given-up message${queued === 1 ? "" : "s"} again: the running server sends ${queued === 1 ? "it" : "them"} within 15 seconds (the log shows mail.sent).\n`,
      );
      if (expired > 0)
        process.stdout.write(
          `${expired} older given-up message${expired === 1 ? "" : "s"} cannot be sent again: the text is deleted ${KEEP_DAYS} days after a message is given up.\n`,
        );
      return 0;
    }
    const counts = await countMailByState(opened.db, new Date());
    process.stdout.write(
      [
        `Waiting to be sent: ${counts.pending}`,
        `Sent: ${counts.sent}`,
        `Given up: ${counts.failed} (${counts.canSendAgain} can be sent again with npm run mail -- retry)`,
        "",
      ].join("\n"),
    );
    return 0;
  } finally {
    await opened.close();
  }
}

runCommand(main);
