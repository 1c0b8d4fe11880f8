import DomainValues

extension Timestamp {
  /// A fixed time for examples: `2026-11-22T09:00:00Z` plus `minutes`.
  public static func example(minutes: Int64 = 0) -> Timestamp {
    Timestamp(millisecondsSince1970: 1_795_338_000_000 + minutes * 60_000)
  }
}
