import App
import Box
import DomainValues
import Driver
import Items
import ItemsList
import Order
import Provisioning
import TakeOrder
import Testing
import UDF
import UDFTesting
import User

/// The root reducer hands each action to its owner, which changes only the domains it mediates.
@Suite struct AppRoutingTests {
  @Test func eachActionChangesExactlyTheDomainsOfItsOwner() throws {
    var state = AppState()
    func step(_ action: AppAction, changes expected: Set<String>) throws {
      let before = state
      _ = try AppState.reduce(&state, action)
      let changed: [(String, Bool)] = [
        ("user", before.user != state.user), ("items", before.items != state.items),
        ("driver", before.driver != state.driver), ("orders", before.orders != state.orders),
        ("boxes", before.boxes != state.boxes), ("itemsList", before.itemsList != state.itemsList),
      ]
      #expect(Set(changed.filter(\.1).map(\.0)) == expected, "\(action)")
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
    #expect(state.orders.order(orderID(1))?.status == .completed)
    #expect(state.driver.heldOrder == nil)
    #expect(state.items.item(itemID(1))?.assignees == [userID(1).retyped()])
    #expect(state.boxes.box(boxID(1))?.items == [itemID(2).retyped(), itemID(1).retyped()])
  }
}
