import Testing

extension JournalE2EFiles {
  /// `count` item creations from `first` (titled `Item N`), one per line, each line its own group:
  /// the child waits for each reply, so `--snapshot-every` sees every action.
  static func createItems(_ count: Int, journal: String, from first: Int = 1, snapshotEvery: Int = 0) throws {
    let child = try JournalE2EChild(["--journal", journal, "--snapshot-every", String(snapshotEvery)])
    for number in first..<(first + count) {
      let id = uuid("1e", number)
      let reply = try child.ask(
        #"{"action":"item.create","id":"\#(id)","title":"Item \#(number)","at":"2026-11-22T09:00:00Z"}"#)
      try #require(reply.type == "accepted", "\(reply)")
    }
    child.closeInput()
    #expect(child.wait().exited(0))
  }
}
