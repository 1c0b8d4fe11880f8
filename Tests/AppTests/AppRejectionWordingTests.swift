import App
import Box
import DomainValues
import Items
import ItemsList
import Order
import Provisioning
import TakeOrder
import Testing
import UDF
import UDFStore

/// A refusal several modules give reads the same whichever module gives it: an unknown ID is
/// `notFound` with "no <kind> with id <id>" from the domain that owns the entity and from every
/// mediator that looks it up first (they used to say "no item X", "no order X", "no box X").
@Suite struct AppRejectionWordingTests {
  @Test("an unknown item, box or order reads 'no <kind> with id <id>' from every module")
  func notFoundReadsTheSameFromEveryModule() throws {
    let item = try #require(ID<Item>(uuidString: "1e000000-0000-4000-8000-0000000000ff"))
    let box = try #require(ID<PackingBox>(uuidString: "b0000000-0000-4000-8000-0000000000ff"))
    let order = try #require(ID<RideOrder>(uuidString: "0d000000-0000-4000-8000-0000000000ff"))
    let noItem = "no item with id \(item)"
    let noBox = "no box with id \(box)"
    let noOrder = "no order with id \(order)"
    let at = Timestamp(millisecondsSince1970: 1_700_000_000_000)
    let refusals: [(AppAction, String)] = [
      (.items(.removeAllTags(item)), noItem),
      (.itemsList(.didSelectItem(item)), noItem),
      (.itemsList(.assignToMeDidTap(item)), noItem),
      (.provisioning(.moveItem(item, to: box)), noItem),
      (.provisioning(.provisionItem(id: item, box: box, title: "Mug", at: at)), noBox),
      (.box(.rename(box, title: "Pantry")), noBox),
      (.takeOrder(.takeOrderDidTap(order)), noOrder),
      (.takeOrder(.orderDidCancel(order)), noOrder),
    ]
    for (action, message) in refusals {
      let rejection = AppStore.app().dispatch(action).rejection
      #expect(rejection == Rejection(code: "notFound", message: message), "\(action)")
    }
  }
}
