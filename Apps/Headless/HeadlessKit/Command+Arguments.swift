import JSON
import Journal
import Persistence
import StdioProtocol

extension Command {
  /// Parses `superapp`'s arguments (without the program name).
  public init(arguments: [String]) throws(UsageError) {
    var rest = arguments[...]
    let isReplay = rest.first == "replay"
    let isInspect = rest.first == "inspect"
    let isSnapshot = rest.first == "snapshot"
    let isCompact = rest.first == "compact"
    if isReplay || isInspect || isSnapshot || isCompact { rest = rest.dropFirst() }
    let isServe = !isReplay && !isInspect && !isSnapshot && !isCompact
    var snapshotEvery = SnapshotSchedule.defaultInterval
    var output: String?
    var journal: String?
    var fsync = FsyncPolicy.always
    var until: Int?
    var timings = false
    var given: Set<String> = []
    while let argument = rest.popFirst() {
      let (name, inline) = Self.split(argument)
      // Last-wins would silently drop the first value (`--journal a --journal b`).
      if name.hasPrefix("--"), name != "--help", name != "--version", !given.insert(name).inserted {
        throw UsageError(description: "\(name) is given more than once; give it once")
      }
      func value() throws(UsageError) -> String {
        if let inline { return inline }
        guard let next = rest.popFirst() else { throw UsageError(description: "\(name) needs a value") }
        return next
      }
      switch name {
      case "--help", "-h":
        self = .help
        return
      case "--version":
        self = .version
        return
      case "--journal":
        journal = try value()
      case "--out" where isInspect:
        output = try value()
      case "--snapshot-every" where isServe:
        let text = try value()
        guard let number = Int(text), number >= 0 else {
          throw UsageError(description: "--snapshot-every takes a number of actions (0 for never), not '\(text)'")
        }
        snapshotEvery = number
      case "--fsync" where isServe:
        let text = try value()
        guard let choice = FsyncPolicy(rawValue: text) else {
          throw UsageError(description: "--fsync takes always, batch or never, not '\(text)'")
        }
        fsync = choice
      case "--timings" where isServe:
        if let inline { throw UsageError(description: "--timings takes no value, not '\(inline)'") }
        timings = true
      case "--until" where isReplay:
        let text = try value()
        guard let number = Int(text), number >= 0 else {
          throw UsageError(description: "--until takes a sequence number (0 or more), not '\(text)'")
        }
        until = number
      default:
        throw Self.refusal(argument, name: name, command: isServe ? nil : arguments.first, journalGiven: journal != nil)
      }
    }
    if isCompact {
      guard let journal else { throw UsageError(description: "compact needs --journal PATH") }
      self = .compact(journal: journal)
    } else if isSnapshot {
      guard let journal else { throw UsageError(description: "snapshot needs --journal PATH") }
      self = .snapshot(journal: journal)
    } else if isInspect {
      guard let journal else { throw UsageError(description: "inspect needs --journal PATH") }
      self = .inspect(journal: journal, output: output)
    } else if isReplay {
      guard let journal else { throw UsageError(description: "replay needs --journal PATH") }
      self = .replay(journal: journal, until: until)
    } else {
      self = .serve(journal: journal, fsync: fsync, snapshotEvery: snapshotEvery, timings: timings)
    }
  }

  /// Why `argument` is no option of `command` (nil: serving stdin), saying what to write instead:
  /// `--journal PATH` for a bare path, `--help` for `help`, the command an option belongs to.
  private static func refusal(_ argument: String, name: String, command: String?, journalGiven: Bool) -> UsageError {
    let this = command.map { "superapp \($0)" } ?? "superapp without a command (serving stdin)"
    let owner: String? =
      switch name {
      case "--out": "superapp inspect"
      case "--until": "superapp replay"
      case "--fsync", "--snapshot-every", "--timings": "superapp without a command (serving stdin)"
      default: nil
      }
    if let owner { return UsageError(description: "\(name) is an option of \(owner), not of \(this)") }
    let shown = argument.isEmpty ? "''" : "'\(argument)'"
    if ["help", "version"].contains(argument) {
      return UsageError(description: "unknown command \(shown); write superapp --\(argument)")
    }
    if ["replay", "inspect", "snapshot", "compact"].contains(argument) {
      return UsageError(description: "the command \(shown) comes first: superapp \(argument) --journal PATH")
    }
    if !argument.hasPrefix("-"), !argument.isEmpty, !journalGiven {
      return UsageError(description: "unknown option \(shown); to name the journal write --journal \(argument)")
    }
    return UsageError(description: "unknown option \(shown); see superapp --help")
  }

  private static func split(_ argument: String) -> (String, String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }
}
