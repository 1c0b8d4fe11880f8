import App
import Box
import DomainValues
import Driver
import Foundation
import Items
import ItemsList
import Order
import Provisioning
import UDF
import UDFTesting
import User

/// Which pool an ID comes from; each has its own UUID prefix, so two entities of different kinds
/// never share a UUID (a shared one would hide a touched set that names the wrong entity).
enum Pool: UInt8 {
  case user = 1
  case driver
  case order
  case item
  case box
  case request
  case assignee
  case attachment
  case parcel
  case rating
}

/// The fixed ID number `number` of `pool`: `000000pp-0000-4000-8000-nnnnnnnnnnnn`.
func fixedID<Entity>(_ pool: Pool, _ number: Int) -> ID<Entity> {
  UDFTesting.fixedID(number, kind: pool.rawValue)
}

/// A fixed user ID.
func userID(_ number: Int) -> ID<UserProfile> { fixedID(.user, number) }
/// A fixed driver ID.
func driverID(_ number: Int) -> ID<DriverProfile> { fixedID(.driver, number) }
/// A fixed order ID.
func orderID(_ number: Int) -> ID<RideOrder> { fixedID(.order, number) }
/// A fixed item ID.
func itemID(_ number: Int) -> ID<Item> { fixedID(.item, number) }
/// A fixed box ID.
func boxID(_ number: Int) -> ID<PackingBox> { fixedID(.box, number) }
/// A fixed save request ID.
func requestID(_ number: Int) -> ID<SaveRequest> { fixedID(.request, number) }
/// A fixed assignee ID that is nobody's user ID.
func assigneeID(_ number: Int) -> ID<Assignee> { fixedID(.assignee, number) }
/// A fixed attachment ID.
func attachmentID(_ number: Int) -> ID<Attachment> { fixedID(.attachment, number) }

/// Creating item `number` (available unless told otherwise) as the app would dispatch it.
func create(_ number: Int, title: String = "Thing", available: Bool = true) -> AppAction {
  guard available else {
    return .items(.didLoad([ItemDTO(id: itemID(number), title: title, available: false)], at: fixedTime()))
  }
  return .items(.create(id: itemID(number), title: title, description: nil, tags: [], at: fixedTime()))
}

/// A published event in a comparable form: typed for the app's own events.
enum RecordedEvent: Equatable {
  case boxProvisioned(BoxProvisioned)
  case itemProvisioned(ItemProvisioned)
  case itemMoved(ItemMoved)
  /// An event of a type this enum does not know, as `String(reflecting:)` prints it.
  case other(String)

  /// The recorded form of `event`.
  init(_ event: any DomainEvent) {
    switch event {
    case let event as BoxProvisioned: self = .boxProvisioned(event)
    case let event as ItemProvisioned: self = .itemProvisioned(event)
    case let event as ItemMoved: self = .itemMoved(event)
    default: self = .other(String(reflecting: event))
    }
  }
}

/// The events in their recorded, comparable form.
func recorded(_ events: [any DomainEvent]) -> [RecordedEvent] {
  events.map(RecordedEvent.init)
}

/// The keys a reduction touched, or `nil` for `.everything`.
func namedKeys(_ touched: Touched) -> Set<ObservationKey>? {
  touched == .everything ? nil : Set(touched.keys)
}
