extension DriverProfile {
  /// Restores a driver from untrusted wire data through the same validation as any new driver.
  ///
  /// The name is trimmed and must not be empty (`emptyName`); the DTO's `order` is kept as is.
  public init(dto: DriverDTO) throws(DriverError) {
    self.init(id: dto.id, name: try DriverName(dto.name), order: dto.order)
  }

  /// The driver's wire shape `{id, name, order}`.
  public var dto: DriverDTO {
    DriverDTO(id: id, name: name.value, order: order)
  }
}
