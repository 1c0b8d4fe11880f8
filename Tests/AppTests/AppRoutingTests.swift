import App
import Box
import DomainValues
import Driver
import EarnPoints
import Items
import ItemsList
import Loyalty
import Order
import Parcel
import Provisioning
import RateRide
import Rating
import TakeOrder
import Testing
import UDF
import UDFTesting
import UDFWire
import User

/// The root route hands each action to its owner, which changes only the domains it mediates.
///
/// The parts compared are `AppState.parts` (from `AppState.modules`), so a module added later is
/// checked too: no step here may change its part. Each step runs `AppState.route`, the owner
/// alone: what reactions add is `AppReactionTests`' subject.
@Suite struct AppRoutingTests {
  @Test func eachActionChangesExactlyTheDomainsOfItsOwner() throws {
    var state = AppState()
    func step(_ action: AppAction, changes expected: Set<String>) throws {
      let copies = AppState.parts.map { $0.copy(of: state) }
      var reduction = Reduction<AppAction>()
      try AppState.route(action, into: &state, &reduction)
      let changed = zip(AppState.parts, copies).filter { !$0.isUnchanged($1, in: state) }.map(\.0.name)
      #expect(Set(changed) == expected, "\(action)")
    }
    try step(.user(.didLoad(UserDTO(id: userID(1), firstName: "Ann", lastName: "Lee"))), changes: ["user"])
    try step(.takeOrder(.driverDidLoad(DriverDTO(id: driverID(1), name: "Bob"))), changes: ["driver"])
    try step(.takeOrder(.ordersDidLoad([OrderDTO(id: orderID(1), fare: "9.90")])), changes: ["orders"])
    try step(create(1), changes: ["items"])
    try step(.takeOrder(.takeOrderDidTap(orderID(1))), changes: ["driver", "orders"])
    try step(.itemsList(.assignToMeDidTap(itemID(1))), changes: ["items"])
    try step(.itemsList(.didSelectItem(itemID(1))), changes: ["itemsList"])
    try step(.provisioning(.provisionBox(id: boxID(1), title: "Kitchen")), changes: ["boxes"])
    try step(
      .provisioning(.provisionItem(id: itemID(2), box: boxID(1), title: "Lamp", at: fixedTime())),
      changes: ["boxes", "items"])
    try step(.provisioning(.moveItem(itemID(1), to: boxID(1))), changes: ["boxes"])
    try step(.takeOrder(.tripDidComplete), changes: ["driver", "orders"])
    let account: ID<PointsAccount> = driverID(1).retyped()
    try step(
      .earnPoints(.tripDidComplete(account: account, trip: orderID(1).retyped(), points: 9)), changes: ["loyalty"])
    try step(.loyalty(.redeem(account: account, points: 5)), changes: ["loyalty"])
    try step(
      .rateRide(.rate(id: fixedID(.rating, 1), order: orderID(1), stars: 5, comment: nil, at: fixedTime())),
      changes: ["ratings"])
    try step(.parcel(.register(id: fixedID(.parcel, 1), label: "Books", grams: 500)), changes: ["parcels"])
    #expect(state.orders.order(orderID(1))?.status == .completed)
    #expect(state.driver.heldOrder == nil)
    #expect(state.items.item(itemID(1))?.assignees == [userID(1).retyped()])
    #expect(state.boxes.box(boxID(1))?.items == [itemID(2).retyped(), itemID(1).retyped()])
  }
}
