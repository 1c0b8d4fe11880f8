import DomainValues

/// Fixed IDs and times for hand-written protocol lines (hex letters in every ID, so case matters).
enum ProtocolSample {
  static let item = 0xA1
  static let item2 = 0xA2
  static let user = 0xB3
  static let attachment = 0xC4
  static let order = 0xD5
  static let order2 = 0xD6
  static let driver = 0xE7
  static let box = 0xB8
  static let box2 = 0xB9
  static let request = 0xFA
  static let avatar = 0xAB

  /// Every ID number above, to find and re-case them in lines.
  static let all = [item, item2, user, attachment, order, order2, driver, box, box2, request, avatar]

  /// `2026-11-22T09:00:00Z`
  static let nine = Timestamp(millisecondsSince1970: 1_795_338_000_000)
  /// `2026-11-22T09:30:00Z`
  static let halfPastNine = Timestamp(millisecondsSince1970: 1_795_339_800_000)
  /// `2026-11-21T08:15:00Z`
  static let dayBefore = Timestamp(millisecondsSince1970: 1_795_248_900_000)
}
