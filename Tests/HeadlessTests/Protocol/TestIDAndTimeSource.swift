import DomainValues
import Foundation
import HeadlessKit
import JSON
import JSONFieldCodec
import Journal
import UDF
import UDFTesting

/// A deterministic source of the IDs and times lines leave out: IDs `000000ff-0000-4000-8000-<n>`
/// and a clock that ticks 1 ms per read.
///
/// It counts what it was asked for, so a test can check that a complete line (or a journal record)
/// made the decoder generate nothing.
struct TestIDAndTimeSource: IDAndTimeSource {
  /// The clock's reading before the first `now()`; the first read returns one millisecond later.
  static let start = Timestamp(millisecondsSince1970: 1_790_000_000_000)

  /// How many IDs `newID()` made.
  private(set) var idsMade = 0
  /// How many times `now()` was read.
  private(set) var timesRead = 0

  mutating func newID() -> UUID {
    idsMade += 1
    return Self.generatedID(idsMade)
  }

  mutating func now() -> Timestamp {
    timesRead += 1
    return Self.time(timesRead)
  }

  /// The `number`-th ID this source makes.
  static func generatedID(_ number: Int) -> UUID {
    fixedUUID(number, kind: 0xFF)
  }

  /// The `number`-th time this source reads.
  static func time(_ number: Int) -> Timestamp {
    Timestamp(millisecondsSince1970: start.millisecondsSince1970 + Int64(number))
  }
}
