import DomainValues
import UDF

/// A fixed time, `offset` milliseconds after 2023-11-14T22:13:20Z (1,700,000,000,000 ms).
///
/// Why: reducers never read a clock, so tests pass times in; one fixed origin keeps expected
/// states and failures the same on every run and across test targets.
public func fixedTime(_ offset: Int64 = 0) -> Timestamp {
  Timestamp(millisecondsSince1970: 1_700_000_000_000 + offset)
}
