import App
import Foundation
import Items
import JSON
import JSONFieldCodec
import Persistence
import Testing
import UDF
import UDFWire

@testable import HeadlessKit

/// A stored state's long arrays are read on every core (`FieldReader.objects(_:concurrently:)`):
/// the state must be exactly the one an in-order read gives, and a refusal must be the one of the
/// first element in order that fails, whichever thread met it.
@Suite struct StoredStateConcurrentReadTests {
  /// The stored shape of a state holding `count` items (`StoredStateFixture`).
  private func stored(items count: Int, replaced: [Int: String] = [:]) -> [UInt8] {
    Array(StoredStateFixture.json(items: count, replaced: replaced).utf8)
  }

  /// Reads `bytes` as a stored state, on every core or in order.
  private func read(_ bytes: [UInt8], concurrently: Bool) throws -> AppState {
    try bytes.withUnsafeBytes { raw in
      let document = try JSONDocument.parse(raw)
      var context = WireContext.stored
      return try document.withView { (view) throws(Rejection) in
        try JSONFieldReader.reading(view, context: &context, concurrently: concurrently) { (fields) throws(Rejection) in
          try AppState(restoring: fields)
        }
      }
    }
  }

  @Test func readingOnEveryCoreGivesTheStateReadInOrder() throws {
    // Below the size from which arrays are split (32,768 values, about 2,200 items here), around
    // it, and well past it.
    for count in [1, 2, 1_000, 2_200, 2_300, 4_097, 10_001] {
      let bytes = stored(items: count)
      let concurrent = try read(bytes, concurrently: true)
      #expect(concurrent == (try read(bytes, concurrently: false)), "\(count) items")
      #expect(concurrent.items.items.count == count)
      #expect(concurrent.items.items.map(\.title.value) == (0..<count).map { "Item \($0)" })
      #expect(try bytes.withUnsafeBytes { try Snapshot.restore($0) } == concurrent)
    }
  }

  @Test func theRefusalIsTheOneOfTheFirstBrokenItemInOrder() throws {
    let badID = #"{"createdAt":"2026-11-22T09:00:00.000Z","id":"not a UUID","title":"Bad"}"#
    for broken in [[9_999], [5_000, 9_000], [17, 9_998], [0, 4_999, 5_000], [4_999, 5_000]] {
      let bytes = stored(items: 10_000, replaced: Dictionary(uniqueKeysWithValues: broken.map { ($0, badID) }))
      for concurrently in [true, false] {
        #expect(throws: Rejection.invalidField("items[\(broken[0])].id", "a UUID"), "\(broken) \(concurrently)") {
          try read(bytes, concurrently: concurrently)
        }
      }
    }
  }

  @Test func anElementThatIsNotAnObjectIsNamedByItsPosition() throws {
    for index in [3, 5_001, 7_999] {
      let bytes = stored(items: 8_000, replaced: [index: "7"])
      #expect(throws: Rejection.invalidField("items[\(index)]", "an object")) {
        try read(bytes, concurrently: true)
      }
    }
  }
}
