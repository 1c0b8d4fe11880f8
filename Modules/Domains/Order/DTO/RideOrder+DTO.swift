extension RideOrder {
  /// Restores an order from untrusted wire data through the same validation as any new order.
  ///
  /// A missing status means `initial`; a bad fare is `invalidFare` (or `fareOutOfRange`).
  public init(dto: OrderDTO) throws(OrderError) {
    self.init(id: dto.id, fare: try Fare(dto.fare), status: dto.status ?? .initial)
  }

  /// The order's wire shape, with the fare's exact text and the status always present.
  public var dto: OrderDTO {
    OrderDTO(id: id, fare: fare.text, status: status)
  }
}
