import DomainValues
import Foundation
import Items
import Testing
import UDF
import UDFTesting

/// The reducer test shown in the README, kept here so the README's example always compiles and passes.
@Test func theSixthTagIsRefused() throws {
  let id = ID<Item>(UUID())
  let mug = try Item.create(
    id: id, title: "Mug", tags: ["a", "b", "c", "d", "e"], createdAt: Timestamp(millisecondsSince1970: 0))
  let state = ItemsState(items: [mug])
  expectRejection(ItemsState.reduce, from: state, .addTag(id, "f"), code: "maximumTagsCountReached")
  expectReduce(ItemsState.reduce, from: state, .addTag(id, "a"), to: state)  // a present tag: no change
}
