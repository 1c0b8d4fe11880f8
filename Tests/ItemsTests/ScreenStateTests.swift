import Items
import Testing
import UDF
import UDFTesting

@Suite struct ScreenStateTests {
  let one = fixedID(1, Item.self)
  let two = fixedID(2, Item.self)
  let three = fixedID(3, Item.self)
  let first = fixedID(1, SaveRequest.self)
  let second = fixedID(2, SaveRequest.self)

  func state() throws -> ItemsState {
    ItemsState(items: [try makeItem(1), try makeItem(2, available: false), try makeItem(3)])
  }

  @Test func selectingAnItemSelectsItAndOpensItsDetails() throws {
    let selected = try reduced(try state(), .didSelectItem(two))
    #expect(selected.selectedItem == two)
    #expect(selected.detailsOpen)
    #expect(selected.items == (try state()).items)
    let other = try reduced(selected, .didSelectItem(three))
    #expect(other.selectedItem == three && other.detailsOpen)
  }

  @Test func selectingAnUnknownItemIsRefused() throws {
    let selected = try reduced(try state(), .didSelectItem(two))
    expectRejection(ItemsState.reduce, from: selected, .didSelectItem(fixedID(9)), code: "notFound")
    expectRejection(ItemsState.reduce, from: ItemsState(), .didSelectItem(one), code: "notFound")
  }

  @Test func closingTheDetailsKeepsTheSelection() throws {
    let closed = try reduced(try state(), .didSelectItem(two), .didCloseDetails)
    #expect(closed.selectedItem == two)
    #expect(!closed.detailsOpen)
    expectReduce(ItemsState.reduce, from: closed, .didCloseDetails, to: closed)
    let reopened = try reduced(closed, .didSelectItem(two))
    #expect(reopened == (try reduced(try state(), .didSelectItem(two))))
  }

  @Test func tappingSaveSavesTheAvailableItemsInOrder() throws {
    let saving = try reduced(try state(), .saveDidTap(request: first))
    #expect(saving.saveStatus == .saving(request: first, items: [one, three]))
    #expect(saving.items == (try state()).items)
    let none = try reduced(ItemsState(items: [try makeItem(2, available: false)]), .saveDidTap(request: first))
    #expect(none.saveStatus == .saving(request: first, items: []))
  }

  @Test func tappingSaveWhileSavingIsRefused() throws {
    let saving = try reduced(try state(), .saveDidTap(request: first))
    expectRejection(ItemsState.reduce, from: saving, .saveDidTap(request: second), code: "alreadySaving")
    expectRejection(ItemsState.reduce, from: saving, .saveDidTap(request: first), code: "alreadySaving")
  }

  @Test func successReturnsToIdle() throws {
    let saving = try reduced(try state(), .saveDidTap(request: first))
    let done = try reduced(saving, .saveDidSucceed(request: first))
    #expect(done == (try state()))
  }

  @Test func failureKeepsTheReasonAndSavingAgainIsAllowed() throws {
    let failed = try reduced(try state(), .saveDidTap(request: first), .saveDidFail(request: first, reason: "offline"))
    #expect(failed.saveStatus == .failed(reason: "offline"))
    let retry = try reduced(failed, .saveDidTap(request: second))
    #expect(retry.saveStatus == .saving(request: second, items: [one, three]))
    #expect(try reduced(retry, .saveDidSucceed(request: second)).saveStatus == .idle)
  }

  @Test func answersWithoutASaveInProgressAreRefused() throws {
    let idle = try state()
    expectRejection(ItemsState.reduce, from: idle, .saveDidSucceed(request: first), code: "noSaveInProgress")
    expectRejection(ItemsState.reduce, from: idle, .saveDidFail(request: first, reason: "x"), code: "noSaveInProgress")
    let failed = try reduced(idle, .saveDidTap(request: first), .saveDidFail(request: first, reason: "offline"))
    expectRejection(ItemsState.reduce, from: failed, .saveDidSucceed(request: first), code: "noSaveInProgress")
    expectRejection(
      ItemsState.reduce, from: failed, .saveDidFail(request: first, reason: "y"), code: "noSaveInProgress")
  }

  @Test func answersForAnotherRequestAreRefused() throws {
    let saving = try reduced(try state(), .saveDidTap(request: first))
    expectRejection(ItemsState.reduce, from: saving, .saveDidSucceed(request: second), code: "unknownRequest")
    expectRejection(ItemsState.reduce, from: saving, .saveDidFail(request: second, reason: "x"), code: "unknownRequest")
  }

  @Test func itemChangesDoNotTouchTheScreenState() throws {
    let screen = try reduced(try state(), .didSelectItem(one), .saveDidTap(request: first))
    let after = try reduced(screen, .addTag(two, "x"), .didLoad([ItemDTO(id: fixedID(4), title: "D")], at: time()))
    #expect(after.selectedItem == one && after.detailsOpen)
    #expect(after.saveStatus == .saving(request: first, items: [one, three]))
  }
}
