import DomainValues
import Foundation

extension ID {
  /// A fixed ID for examples: `number` in the last byte of an otherwise constant UUID with hex
  /// letters in it (so a test sees case changes). The same number always gives the same ID.
  public static func example(_ number: UInt8) -> ID {
    ID(UUID(uuid: (0xE0, 0x1A, 0xB2, 0xC3, 0xD4, 0xE5, 0x4F, 0x06, 0xA7, 0xB8, 0xC9, 0xDA, 0xEB, 0xFC, 0x0D, number)))
  }
}
