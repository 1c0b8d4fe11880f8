import UDFTesting

/// The IDs of the one world the end-to-end rejection scripts play in (`ProtocolPrecedenceTests`,
/// `ProtocolRejectionCodeTests`): three orders (the one the driver takes, another one, a completed
/// one), an item, a box, the user and the driver, two save requests, and IDs that name nothing.
/// Interpolated into a line, an ID is its wire text.
enum ScriptID: Int, CustomStringConvertible {
  case heldOrder = 0xD1
  case otherOrder = 0xD2
  case completedOrder = 0xD3
  case item = 0xA1
  case box = 0xB1
  case user = 0xB3
  case driver = 0xE7
  case request = 0xF1
  case otherRequest = 0xF2
  case missingItem = 0xAF
  case missingOrder = 0xDF
  case missingBox = 0xBF

  /// The lowercase UUID text (`fixedIDText`).
  var description: String { fixedIDText(rawValue) }
}
