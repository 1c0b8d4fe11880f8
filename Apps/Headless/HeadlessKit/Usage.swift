import App
import Foundation
import JSON
import Journal
import Persistence
import StdioProtocol
import UDF
import UDFWire

/// The texts `superapp --help` and `--version` print.
public enum Usage {
  /// The app's name and version, as a new journal's header records it.
  public static let appVersion = "superapp 2.0.0"

  /// The version of the app, of its stdio protocol and of the journal file format it writes.
  public static let version =
    "\(appVersion) (protocol v1, journal file format 2, 3 once compacted; reads format 1; snapshot format 3, reads 1 and 2)"

  /// Short usage, printed on a usage error.
  public static let short = """
    usage: superapp [--journal PATH] [--fsync always|batch|never] [--snapshot-every N] [--timings]
           superapp replay --journal PATH [--until SEQ]
           superapp inspect --journal PATH [--out FILE.html]
           superapp snapshot --journal PATH
           superapp compact --journal PATH
           superapp --help | --version
    """

  /// One line per action, from what the modules declare (`AppAction.wireDecoders`).
  static var actionList: String {
    AppAction.wireDecoders.map { decoder in
      guard !decoder.fields.isEmpty else { return "  " + decoder.name }
      return "  " + decoder.name.padding(toLength: max(28, decoder.name.count + 1), withPad: " ", startingAt: 0)
        + decoder.fields
    }.joined(separator: "\n")
  }

  /// The full help text.
  public static let help = """
    superapp: the headless superapp. Reads JSON Lines on stdin, writes JSON Lines on stdout.

    \(short)

    Every non-blank input line is one JSON object with "action": "<namespace>.<name>" and its fields.
    For each line the app writes the events and effects it caused, then exactly one reply:
    {"type":"accepted","line":N,"seq":S}, {"type":"rejected","line":N,"code":...,"message":...}
    or, for state.get, {"type":"state","line":N,"value":...}. IDs are UUIDs; times are RFC 3339.

    Options:
      --journal PATH     append every accepted action to PATH and replay it on start
      --fsync MODE       always (default: durable before each reply), batch (every 100 ms), never
      --snapshot-every N write a snapshot of the state every N accepted actions (default 100000, 0 never);
                         a start resumes from the newest usable one and replays only the records after it
      --timings          say on stderr where the start's time went (reading the snapshot, checking it,
                         restoring its state, replaying the records after it)
      snapshot           write a snapshot of the state after the journal's last record, and exit
      compact            fold every record up to the newest snapshot into the journal's base record
                         (writing a snapshot of the last record first if there is none newer), keep
                         the records after it, atomically, when that shrinks it (else it keeps the
                         journal and says so); replay --until then starts at the base
      replay             print the state a journal replays to, as one JSON object, and exit
      --until SEQ        with replay: stop after sequence number SEQ (exit 3 if it was compacted away)
      inspect            write a time-travel inspector of the journal: one HTML file, no network
      --out FILE.html    with inspect: where to write it (default: PATH.html)

    Example (Examples/tour.jsonl in the repository is a whole session):
      $ echo '{"action":"state.get","path":"boxes"}' | superapp
      {"type":"state","line":1,"path":"boxes","value":[]}

    Journals: a record names its action's stored shape version ("shape", 1 when absent); older shapes
    are read through their module's upgrade, a newer one is refused (exit 3). A compacted journal
    (file format 3) starts with a base record holding the state. See PROTOCOL.md, "Journal".

    Actions (each with its fields; "?" marks an optional one):
    \(actionList)
      state.get                   path? (one of \(AppStatePart.allCases.map(\.rawValue).joined(separator: ", ")))
    The full contract is PROTOCOL.md; exit codes: 0 end of input, 1 I/O failure, 2 usage, 3 bad journal.
    """
}
