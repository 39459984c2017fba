import { readFile } from 'node:fs/promises';
import { AdminCommandError, addStaff, createGroup, importRoster, type AdminDeps } from './admin-commands';

// `npm run admin -- <command>` (decision 057): reads the arguments, runs one command of admin-commands.ts and
// answers the lines to print. A wrong command or argument is an AdminCommandError with the usage.

export const ADMIN_USAGE = [
  'Usage: npm run admin -- <command>',
  '  create-group <name> [slug]                          a subscriber group (slug from the name if omitted)',
  '  add-staff <group-slug> <email> <role> [first] [last]  role: admin, credentialing_reviewer or recruiter',
  '  import-roster <group-slug> <file.csv> [requirement]  invites every line (email, first_name, last_name)',
].join('\n');

const usage = (problem: string) => new AdminCommandError(`${problem}\n${ADMIN_USAGE}`);

export async function runAdminCommand(
  deps: AdminDeps,
  argv: readonly string[],
  read: (file: string) => Promise<string> = (file) => readFile(file, 'utf8'),
): Promise<string[]> {
  const [command, ...args] = argv;
  switch (command) {
    case 'create-group': {
      if (args.length < 1 || args.length > 2) throw usage('create-group takes a name and an optional slug.');
      const group = await createGroup(deps, args[0]!, args[1]);
      return [`Group "${group.name}" created: slug ${group.slug}, id ${group.id}.`];
    }
    case 'add-staff': {
      if (args.length < 3 || args.length > 5) throw usage('add-staff takes a group, an email and a role.');
      const [group, email, role, firstName, lastName] = args as [string, string, string, string?, string?];
      const added = await addStaff(deps, { group, email, role, firstName, lastName });
      return [
        `${added.email} is now ${added.role} of ${added.group.name}.`,
        added.link
          ? `New account: the password-set link (mailed too; valid 60 minutes, once): ${added.link}`
          : 'The account existed already and keeps its password.',
      ];
    }
    case 'import-roster': {
      if (args.length < 2 || args.length > 3)
        throw usage('import-roster takes a group, a CSV file and an optional requirement set.');
      const [group, file, requirement] = args as [string, string, string?];
      let csv: string;
      try {
        csv = await read(file);
      } catch {
        throw new AdminCommandError(`The file ${file} could not be read.`);
      }
      const report = await importRoster(deps, { group, csv, requirement });
      return [
        `Invitations sent for "${report.requirement}": ${report.invited}.`,
        ...(report.rejected.length ? ['Lines not invited:'] : []),
        ...report.rejected.map((line) => `  line ${line.line}: ${line.reason}`),
      ];
    }
    default:
      throw usage(command ? `Unknown command "${command}".` : 'No command given.');
  }
}
