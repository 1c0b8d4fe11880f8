import App
import Box
import DomainValues
import Driver
import Items
import ItemsList
import Order
import Provisioning
import TakeOrder
import UDFTesting
import User

/// A seeded source of app actions of every kind, valid and invalid, drawn from small ID pools.
///
/// Pools hold `poolSize` IDs each, so IDs collide often (`alreadyExists`, re-selecting, moving
/// back). Only the first `creatable` IDs of a pool are ever created or loaded: the rest stay
/// unknown however long the run, so `notFound` keeps happening after the pools fill up.
struct RandomAppActions {
  static let poolSize = 20
  static let creatable = 17

  static let titles = [
    "Kitchen", "  Hall  ", "Buy milk", "\tGarage\n", "Ünïcode ✓", "", "   ",
    String(repeating: "x", count: 200), String(repeating: "x", count: 201),
    String(repeating: "e\u{301}", count: 100) + "x",
  ]
  static let tags = ["home", "work", "urgent", "later", "errand", "misc", " home ", "Home", "", " "]
  static let fares = ["12.50", "7", "0.99", "100", "3.1", "-1", "1.", "abc"]
  static let names = ["Ann", " Bob ", "Cy", "", "  "]

  private var random: SeededGenerator
  private var clock: Int64 = 0

  /// A generator that gives the same actions for the same seed (and the same states).
  init(seed: UInt64) {
    random = SeededGenerator(seed: seed)
  }

  /// The next action; `state` is read only to keep the driver rule below and to answer the save
  /// in progress more often than not.
  mutating func next(in state: AppState) -> AppAction {
    clock += Int64.random(in: 1...60_000, using: &random)
    switch roll(100) {
    case 0..<1: return .user(.didLoad(userDTO()))
    case 1..<6: return .takeOrder(.driverDidLoad(driverDTO(in: state)))
    case 6..<11: return .takeOrder(.ordersDidLoad((0..<roll(4)).map { _ in orderDTO() }))
    case 11..<14: return .items(.didLoad((0..<roll(4)).map { _ in itemDTO() }, at: now))
    case 14..<20:
      return .items(.create(id: item(known: true), title: title(), description: note(), tags: tagList(), at: now))
    case 20..<42: return .items(itemEdit())
    case 42..<56: return .itemsList(listGesture(in: state))
    case 56..<74: return .takeOrder(tripAction())
    case 74..<80: return .provisioning(.provisionBox(id: box(known: true), title: title()))
    case 80..<88: return .provisioning(.provisionItem(id: item(known: true), box: box(), title: title(), at: now))
    default: return .provisioning(.moveItem(item(), to: box()))
    }
  }

  // MARK: - Per-module actions

  private mutating func userDTO() -> UserDTO {
    UserDTO(id: userID(roll(3)), firstName: random.pick(Self.names), lastName: random.pick(Self.names))
  }

  /// The driver to load. The driver may be replaced by one with another ID only while it holds no
  /// order: a driver of another ID holds none, so the order it held would stay in progress with
  /// nobody holding it and the invariant checked after every step ("an order is in progress
  /// exactly when the driver holds it") would break by the protocol's own reload rule. Reloading
  /// the same ID keeps the held order and is always fine. The DTO's `order` is random on purpose:
  /// the reducer must ignore it.
  private mutating func driverDTO(in state: AppState) -> DriverDTO {
    let id: ID<DriverProfile>
    if let current = state.driver.driver, current.order != nil {
      id = current.id
    } else {
      id = driverID(roll(3))
    }
    let order: ID<AssignedOrder>? = roll(2) == 0 ? nil : self.order().retyped()
    return DriverDTO(id: id, name: random.pick(Self.names), order: order)
  }

  /// An order to load. Never `inProgress`: an order the server puts in progress is held by no
  /// driver here, which would break the same invariant. Any other status, or none, is fine.
  private mutating func orderDTO() -> OrderDTO {
    let fare = roll(6) == 0 ? random.pick(Self.fares) : random.pick(Array(Self.fares.prefix(5)))
    let status: OrderStatus? = random.pick([nil, .initial, .initial, .completed, .cancelled])
    return OrderDTO(id: order(known: true), fare: fare, status: status)
  }

  private mutating func itemDTO() -> ItemDTO {
    ItemDTO(
      id: item(known: true), title: title(), description: note(), tags: roll(2) == 0 ? nil : tagList(),
      completed: random.pick([nil, true, false]), completedAt: roll(2) == 0 ? nil : now,
      available: random.pick([nil, true, false]), assignees: (0..<roll(3)).map { _ in assignee() },
      attachments: (0..<roll(3)).map { _ in attachmentID(roll(4)) }, createdAt: roll(2) == 0 ? nil : now)
  }

  private mutating func itemEdit() -> ItemsAction {
    let id = item()
    switch roll(13) {
    case 0: return .changeTitle(id, title())
    case 1: return .updateDescription(id, note() ?? "")
    case 2: return .removeDescription(id)
    case 3, 4: return .addTag(id, random.pick(Self.tags))
    case 5: return .removeTag(id, random.pick(Self.tags))
    case 6: return .removeAllTags(id)
    case 7: return .markCompleted(id, at: now)
    case 8: return .markUncompleted(id)
    case 9: return .assign(id, assignee())
    case 10: return .unassign(id, assignee())
    case 11: return .attach(id, attachmentID(roll(4)))
    default: return .detach(id, attachmentID(roll(4)))
    }
  }

  private mutating func listGesture(in state: AppState) -> ItemsListAction {
    var answered = requestID(roll(4))
    if case .saving(let saving, _) = state.itemsList.saveStatus, roll(4) != 0 { answered = saving }
    switch roll(7) {
    case 0: return .didSelectItem(item())
    case 1: return .didCloseDetails
    case 2: return .saveDidTap(request: requestID(roll(4)))
    case 3: return .saveDidSucceed(request: answered)
    case 4: return .saveDidFail(request: answered, reason: random.pick(["offline", "timeout"]))
    default: return .assignToMeDidTap(item())
    }
  }

  private mutating func tripAction() -> TakeOrderAction {
    switch roll(10) {
    case 0..<5: return .takeOrderDidTap(order())
    case 5..<7: return .tripDidComplete
    default: return .orderDidCancel(order())
    }
  }

  // MARK: - Values

  private var now: Timestamp { fixedTime(clock) }

  private mutating func roll(_ count: Int) -> Int {
    Int.random(in: 0..<count, using: &random)
  }

  /// A pool ID; `known: true` draws only from the IDs that may be created.
  private mutating func poolNumber(known: Bool) -> Int {
    roll(known ? Self.creatable : Self.poolSize)
  }

  private mutating func item(known: Bool = false) -> ID<Item> { itemID(poolNumber(known: known)) }
  private mutating func box(known: Bool = false) -> ID<PackingBox> { boxID(poolNumber(known: known)) }
  private mutating func order(known: Bool = false) -> ID<RideOrder> { orderID(poolNumber(known: known)) }
  private mutating func title() -> String { random.pick(Self.titles) }
  private mutating func note() -> String? { random.pick([nil, "", "Fragile", "Top shelf"]) }

  /// A few tags from the pool, sometimes more distinct ones than an item may hold.
  private mutating func tagList() -> [String] {
    (0..<roll(8)).map { _ in random.pick(Self.tags) }
  }

  /// An assignee: half the time a user's ID retyped, as "assign to me" makes them.
  private mutating func assignee() -> ID<Assignee> {
    roll(2) == 0 ? userID(roll(3)).retyped() : assigneeID(roll(3))
  }
}
