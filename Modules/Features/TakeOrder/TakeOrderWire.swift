import Driver
import Order
import UDF
import UDFWire

extension TakeOrderAction: WireAction {
  /// Every TakeOrder action on the wire; the loads read the Driver and Order domains' DTOs.
  public static let wireDecoders: [WireDecoder<TakeOrderAction>] = [
    WireDecoder("driver.didLoad", fields: "driver: {id, name}") { (fields) throws(Rejection) in
      .driverDidLoad(try fields.object("driver", DriverDTO.init(reading:)))
    },
    WireDecoder("orders.didLoad", fields: "orders: [{id, fare, status?}]") { (fields) throws(Rejection) in
      .ordersDidLoad(try fields.objects("orders", OrderDTO.init(reading:)))
    },
    WireDecoder("takeOrder.didTap", fields: "order") { (fields) throws(Rejection) in
      .takeOrderDidTap(try fields.id("order"))
    },
    WireDecoder("trip.complete", fields: "") { (_) throws(Rejection) in .tripDidComplete },
    WireDecoder("order.cancel", fields: "order") { (fields) throws(Rejection) in
      .orderDidCancel(try fields.id("order"))
    },
  ]

  /// The action's wire name.
  public var wireName: String {
    switch self {
    case .driverDidLoad: "driver.didLoad"
    case .ordersDidLoad: "orders.didLoad"
    case .takeOrderDidTap: "takeOrder.didTap"
    case .tripDidComplete: "trip.complete"
    case .orderDidCancel: "order.cancel"
    }
  }

  /// The action's fields.
  public func write(to writer: inout some FieldWriter) {
    switch self {
    case .driverDidLoad(let driver): writer.object("driver") { driver.write(to: &$0) }
    case .ordersDidLoad(let orders): writer.objects("orders", orders) { order, writer in order.write(to: &writer) }
    case .takeOrderDidTap(let order), .orderDidCancel(let order): writer.field("order", order)
    case .tripDidComplete: break
    }
  }
}

extension TakeOrderAction: WireExamples {
  /// Each TakeOrder action with every field (two orders in a load); a second load of orders that
  /// can still be taken, so random sessions made from the examples reach a trip.
  public static let wireExamples: [TakeOrderAction] = [
    .driverDidLoad(DriverDTO(id: .example(0xE7), name: "Grace")),
    .ordersDidLoad([
      OrderDTO(id: .example(0xD5), fare: "12.50", status: .inProgress),
      OrderDTO(id: .example(0xD6), fare: "7", status: .cancelled),
    ]),
    .takeOrderDidTap(.example(0xD5)),
    .tripDidComplete,
    .orderDidCancel(.example(0xD5)),
    .ordersDidLoad([
      OrderDTO(id: .example(0xD7), fare: "9.90", status: .initial),
      OrderDTO(id: .example(0xD8), fare: "15", status: .initial),
    ]),
  ]
}
