import Files

/// The temporary files a killed process of this app left beside a journal, removed at the next
/// start only when they are proved ours and abandoned (`Leftovers`, in Files).
///
/// Creating a journal writes `<journal>.creating-<pid>`, compacting it `<journal>.compacting-<pid>`
/// (`AtomicFile`), and the app's snapshots `<journal>.snapshot-<N>.writing-<pid>`; the journal's
/// own kinds are ours when empty or starting with a valid journal header, the app's when it says.
public enum JournalLeftovers {
  /// Removes the abandoned temporary files of the journal at `journal` and returns their paths.
  ///
  /// The journal's own kinds, `creating` and `compacting`, are recognised here (empty, or starting
  /// with a valid journal header); for any other `<journal>.<kind>-<pid>`, `isOurs(kind, start)`
  /// decides from the kind (to be matched exactly: `snapshot-5` is a snapshot, not a temporary
  /// file of process 5) and the file's first bytes (up to 4 KiB, perhaps none). Call it holding
  /// the journal's lock, before writing anything beside it.
  public static func remove(
    journal: String, isOurs: (_ kind: Substring, _ start: [UInt8]) -> Bool = { _, _ in false }
  ) -> [String] {
    Leftovers.remove(beside: journal) { kind, start in
      kind == "creating" || kind == "compacting"
        ? start.isEmpty || startsWithJournalHeader(start) : isOurs(kind, start)
    }
  }

  /// Whether the bytes start with a valid journal header line.
  private static func startsWithJournalHeader(_ start: [UInt8]) -> Bool {
    guard let newline = start.firstIndex(of: JournalRecordFormat.newline) else { return false }
    let header = start[..<newline]
    let line = header.span
    guard JournalHeader.isClaimed(line), case .header = JournalHeader.parse(line, terminated: true) else {
      return false
    }
    return true
  }
}
