import App
import Journal
import UDF

/// The records today's rules refused during a replay (see `JournalReplay`), reported on stderr:
/// each of the first ten by record, action and rule, then how many there were in all.
struct ReplayRefusals {
  /// How many refused records are named one by one.
  static let named = 10
  private(set) var count = 0
  private var lines: [String] = []

  /// Notes that today's rules refuse record `record`, which holds `action`.
  mutating func note(record: Int, action: AppAction, rejection: Rejection) {
    count += 1
    if count <= Self.named {
      lines.append(
        "superapp: record \(record) (\(action.wireName)) is refused by today's rules, so it changes nothing: "
          + "\(rejection.code): \(rejection.message) (the record stays in the journal)")
    }
  }

  /// Prints the warnings, if any record was refused.
  func report() {
    guard count > 0 else { return }
    for line in lines { printError(line) }
    if count > Self.named {
      let more = count - Self.named
      printError("superapp: … and \(more) more record\(more == 1 ? "" : "s") refused by today's rules")
    }
    printError("superapp: \(count) recorded action\(count == 1 ? " was" : "s were") refused by today's rules on replay")
  }
}
