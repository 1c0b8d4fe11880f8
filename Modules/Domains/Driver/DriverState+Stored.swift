import UDF
import UDFWire

extension DriverState: StoredState {
  /// `state.get`'s `driver`: the driver, or null before one is loaded.
  public static let partName = "driver"

  /// No driver loaded.
  public init() {
    self.init(driver: nil)
  }

  /// The driver's state shape, or null.
  public func write(as key: String, to writer: inout some FieldWriter) {
    writer.object(key, present: driver != nil) { writer in driver?.write(to: &writer) }
  }

  /// The driver read back through its name rule.
  public static func restore(_ key: String, from fields: any FieldReader) throws(Rejection) -> Restored<DriverState> {
    .value(DriverState(driver: try fields.optionalObject(key, DriverProfile.init(restoring:))))
  }
}
