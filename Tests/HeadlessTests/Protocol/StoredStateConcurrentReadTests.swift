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

  /// Reads `bytes` as a stored state, on every core or in order, with the long arrays' elements
  /// folded by the parse (as `Snapshot.restore` reads a compacted journal's base) or not.
  private func read(_ bytes: [UInt8], concurrently: Bool, folding: Bool = false) throws -> AppState {
    try bytes.withUnsafeBytes { raw in
      let document = try JSONDocument.parse(raw, foldingElementsAtDepth: folding ? 2 : 0)
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
      #expect(concurrent == (try read(bytes, concurrently: true, folding: true)), "\(count) items, folded")
      #expect(concurrent == (try read(bytes, concurrently: false, folding: true)), "\(count) items, folded")
      #expect(concurrent.items.items.count == count)
      #expect(concurrent.items.items.map(\.title.value) == (0..<count).map { "Item \($0)" })
      #expect(try Snapshot.restore(bytes.span) == concurrent)
    }
  }

  @Test func theRefusalIsTheOneOfTheFirstBrokenItemInOrder() throws {
    let badID = #"{"createdAt":"2026-11-22T09:00:00.000Z","id":"not a UUID","title":"Bad"}"#
    for broken in [[9_999], [5_000, 9_000], [17, 9_998], [0, 4_999, 5_000], [4_999, 5_000]] {
      let bytes = stored(items: 10_000, replaced: Dictionary(uniqueKeysWithValues: broken.map { ($0, badID) }))
      for concurrently in [true, false] {
        for folding in [true, false] {
          #expect(
            throws: Rejection.invalidField("items[\(broken[0])].id", "a UUID"), "\(broken) \(concurrently) \(folding)"
          ) {
            try read(bytes, concurrently: concurrently, folding: folding)
          }
        }
      }
    }
  }

  @Test func releasingTheTextGivesTheSameStateAndGivesTheElementsPagesBack() throws {
    let bytes = stored(items: 20_000)
    let expected = try read(bytes, concurrently: false)
    // Page-aligned memory of our own, as the journal's reader lends a base record.
    let text = UnsafeMutableRawBufferPointer.allocate(byteCount: bytes.count, alignment: 1 << 16)
    defer { text.deallocate() }
    bytes.withUnsafeBytes { text.copyMemory(from: $0) }
    #expect(try Self.withSpan(text) { try Snapshot.restore($0, releasingText: true) } == expected)
    // The items' text was given back (it reads as zeros now); what follows the items is intact.
    let pages = stride(from: 1 << 16, to: bytes.count - (1 << 16), by: 1 << 12).map { page in
      text[page..<page + (1 << 12)].allSatisfy { $0 == 0 }
    }
    #expect(pages.filter { $0 }.count > pages.count / 2, "\(pages.filter { $0 }.count) of \(pages.count)")
    #expect(Array(text.suffix(16)) == Array(bytes.suffix(16)))
    // Without releasing, nothing changes.
    bytes.withUnsafeBytes { text.copyMemory(from: $0) }
    #expect(try Self.withSpan(text) { try Snapshot.restore($0) } == expected)
    #expect(Array(text) == bytes)
  }

  @Test func releasingNeverGivesBackWhatLiesBetweenTwoArraysReadInTurn() throws {
    // Two short arrays (read in order, not in runs) around a long member read after both: the
    // member's text must still be there.
    let elements = (0..<100).map { #"{"n":\#($0)}"# }.joined(separator: ",")
    let long = String(repeating: "x", count: 300_000)
    let text = Array(#"{"a":[\#(elements)],"b":"\#(long)","c":[\#(elements)]}"#.utf8)
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: text.count, alignment: 1 << 16)
    defer { buffer.deallocate() }
    text.withUnsafeBytes { buffer.copyMemory(from: $0) }
    let document = try JSONDocument.parse(UnsafeRawBufferPointer(buffer), foldingElementsAtDepth: 2)
    var context = WireContext.stored
    let (read, b) = try document.withView { (view) throws(Rejection) in
      try JSONFieldReader.reading(view, context: &context, concurrently: true, releasingReadElements: true) {
        (fields) throws(Rejection) in
        let numbers =
          try fields.objects("a") { (element) throws(Rejection) in try element.int("n") }
          + fields.objects("c") { (element) throws(Rejection) in try element.int("n") }
        return (numbers, try fields.string("b"))
      }
    }
    #expect(read == Array(0..<100) + Array(0..<100))
    #expect(b == long)
  }

  @Test func aRefusalInsideAFoldedElementNamesItsWholePath() throws {
    let badTag =
      #"{"assignees":[],"attachments":[],"available":true,"completed":false,"completedAt":null,"#
      + #""createdAt":"2026-11-22T09:00:00.000Z","description":null,"#
      + #""id":"00000000-0000-4000-8000-00000000abcd","tags":["ok",5],"title":"Tagged"}"#
    for index in [0, 3_333] {
      let bytes = stored(items: 4_000, replaced: [index: badTag])
      for concurrently in [true, false] {
        #expect(throws: Rejection.invalidField("items[\(index)].tags[1]", "a string")) {
          try read(bytes, concurrently: concurrently, folding: true)
        }
      }
    }
  }

  @Test func anElementThatIsNotAnObjectIsNamedByItsPosition() throws {
    for index in [3, 5_001, 7_999] {
      let bytes = stored(items: 8_000, replaced: [index: "7"])
      for folding in [true, false] {
        #expect(throws: Rejection.invalidField("items[\(index)]", "an object")) {
          try read(bytes, concurrently: true, folding: folding)
        }
      }
    }
  }

  /// What `body` makes of memory of the test's own (page-aligned, as a file read into memory
  /// is) lent as a span.
  static func withSpan<R>(_ memory: UnsafeMutableRawBufferPointer, _ body: (Span<UInt8>) throws -> R) rethrows -> R {
    try body(UnsafeBufferPointer(memory.assumingMemoryBound(to: UInt8.self)).span)
  }
}
