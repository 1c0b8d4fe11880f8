import Driver
import Foundation
import UDF

/// A fixed, readable UUID ending in `number`; `kind` keeps drivers and orders apart.
func uuid(_ kind: UInt8, _ number: UInt8) -> UUID {
  UUID(uuid: (0, 0, 0, kind, 0, 0, 0x40, 0, 0x80, 0, 0, 0, 0, 0, 0, number))
}

/// A fixed driver ID.
func driverID(_ number: UInt8) -> ID<DriverProfile> { ID(uuid(1, number)) }

/// A fixed order ID, as the Driver domain names orders.
func orderID(_ number: UInt8) -> ID<AssignedOrder> { ID(uuid(2, number)) }

/// A state with a loaded driver holding `order`, built without the reducer.
func loaded(_ number: UInt8, name: String = "Ann", holding order: ID<AssignedOrder>? = nil) throws -> DriverState {
  DriverState(driver: DriverProfile(id: driverID(number), name: try DriverName(name), order: order))
}

/// `DriverState.take` in the shape `expectReduce` wants.
func take(_ state: inout DriverState, _ order: ID<AssignedOrder>) throws(Rejection) {
  try state.take(order)
}

/// `DriverState.releaseOrder` in the shape `expectReduce` wants.
func release(_ state: inout DriverState, _: Void) {
  state.releaseOrder()
}
