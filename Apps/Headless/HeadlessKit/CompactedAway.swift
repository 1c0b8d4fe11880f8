/// `replay --until S` for an S a compaction folded into the journal's base record.
struct CompactedAway: Error, CustomStringConvertible {
  let until: Int
  let base: Int
  var description: String {
    "records 1-\(base) were compacted into the journal's base record, so the state after record \(until) "
      + "is gone; the first sequence number still available is \(base) (--until \(base) or later)"
  }
}
