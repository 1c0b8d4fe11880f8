/// The binary stored shape: the fields a module writes through `FieldWriter`, kept as bytes that
/// can be read back without scanning them first. Snapshots hold their state in it from snapshot
/// format 2 (`Snapshot`); `BinaryFieldWriter` writes it and `BinaryFieldReader` reads it.
///
/// Every value is a one-byte tag and its payload; numbers are little-endian:
///
///     null 0x00 · false 0x01 · true 0x02
///     int    0x03 Int64
///     string 0x04 UInt32 length, UTF-8 bytes
///     uuid   0x05 16 bytes (RFC 4122 byte order)
///     time   0x06 Int64 milliseconds since 1970
///     array  0x07 UInt32 element count, UInt32 length of the elements, the elements (values)
///     object 0x08 UInt32 length of the fields, the fields: UInt8 key length, key UTF-8, value
///     decimal 0x09 UInt8 sign (0 plus, 1 minus), Int8 power of ten, UInt128 significand
///
/// A decimal is `WireDecimal`'s canonical form (what a `Decimal` holds exactly), so it reads back
/// equal and equal decimals are equal bytes; an integer field reads a whole decimal in range, and
/// a decimal field reads an int, as a JSON number is either. Tags 0x00-0x08 are what snapshots
/// held before decimals: their bytes and meaning never change, so every snapshot reads as before.
///
/// A stored state is one object. Arrays and objects carry their length, so a reader steps over a
/// field it does not want, and finds where each element of a long array starts (to share them
/// between the cores), without looking inside them. A UUID or a time is stored as its value, so
/// reading one parses no text; a reader asked for one as a string gets its canonical text.
package enum BinaryShape {
  /// The tag that starts a value.
  package enum Tag: UInt8 {
    case null = 0
    case `false` = 1
    case `true` = 2
    case int = 3
    case string = 4
    case uuid = 5
    case time = 6
    case array = 7
    case object = 8
    case decimal = 9
  }

  /// The bytes after an array's tag: element count and length of the elements.
  static let arrayHeader = 8
  /// The bytes after an object's tag: length of the fields.
  static let objectHeader = 4
  /// The bytes after a decimal's tag: sign, power of ten, significand.
  static let decimalPayload = 18
}
