import Testing

extension JournalE2EFiles {
  /// What one line of a test session does to the items: create item N (titled `Item N`), or give
  /// item N its title again (an accepted edit that adds a record and no state, so a journal of
  /// them is one compaction shrinks).
  enum ItemStep {
    case create(Int)
    case retitle(Int)

    var line: String {
      switch self {
      case .create(let number):
        #"{"action":"item.create","id":"\#(uuid("1e", number))","title":"Item \#(number)","at":"2026-11-22T09:00:00Z"}"#
      case .retitle(let number):
        #"{"action":"item.changeTitle","item":"\#(uuid("1e", number))","title":"Item \#(number)"}"#
      }
    }
  }

  /// `count` item creations from `first` (titled `Item N`), one per line, each line its own group:
  /// the child waits for each reply, so `--snapshot-every` sees every action.
  static func createItems(_ count: Int, journal: String, from first: Int = 1, snapshotEvery: Int = 0) throws {
    try write((first..<(first + count)).map(ItemStep.create), journal: journal, snapshotEvery: snapshotEvery)
  }

  /// `items` item creations, then edits of them until the journal holds `records` records: a
  /// journal whose records take more room than the state they make, as compaction expects.
  static func createEditedItems(_ items: Int, records: Int, journal: String, snapshotEvery: Int = 0) throws {
    let edits = (0..<(records - items)).map { ItemStep.retitle(1 + $0 % items) }
    try write((1...items).map(ItemStep.create) + edits, journal: journal, snapshotEvery: snapshotEvery)
  }

  /// Sends `steps` one line at a time, each its own group, and requires each to be accepted.
  static func write(_ steps: [ItemStep], journal: String, snapshotEvery: Int = 0) throws {
    let child = try JournalE2EChild(["--journal", journal, "--snapshot-every", String(snapshotEvery)])
    for step in steps {
      let reply = try child.ask(step.line)
      try #require(reply.type == "accepted", "\(reply)")
    }
    child.closeInput()
    #expect(child.wait().exited(0))
  }
}
