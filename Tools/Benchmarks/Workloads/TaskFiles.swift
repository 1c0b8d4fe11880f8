import DomainValues
import Foundation

/// Where G1's files are: `tasks/task-NNNNNN.json`, `attachments/<id>.bin`, `avatars/<id>.bin`.
struct TaskFiles {
  static let attachmentsPerTask = 3
  static let assigneesPerTask = 2
  static let imageBytes = 64 * 1_024
  static let avatarBytes = 16 * 1_024

  let directory: String

  func task(_ index: Int) -> String {
    let number = String(index)
    return directory + "/tasks/task-" + String(repeating: "0", count: max(0, 6 - number.count)) + number + ".json"
  }

  func attachment(_ id: ID<ImageAttachment>) -> String { directory + "/attachments/\(id).bin" }

  func avatar(_ id: ID<TaskAssignee>) -> String { directory + "/avatars/\(id).bin" }

  /// Writes `count` tasks, each with 3 images of 64 KiB and 2 assignees with avatars of 16 KiB.
  ///
  /// Every image starts with its file number (task × 8 + slot) as 8 little-endian bytes, so a
  /// loader can be checked to have read the right file.
  func generate(count: Int) throws {
    let manager = FileManager.default
    for folder in ["tasks", "attachments", "avatars"] {
      try manager.createDirectory(atPath: directory + "/" + folder, withIntermediateDirectories: true)
    }
    var generator = SplitMix(seed: 0x5EED)
    var image = (0..<Self.imageBytes).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
    let encoder = JSONEncoder()
    for index in 0..<count {
      let attachments = (0..<Self.attachmentsPerTask).map { _ in
        TaskFileDTO.Attachment(id: ID(generator.uuid()))
      }
      let assignees = (0..<Self.assigneesPerTask).map { slot in
        TaskFileDTO.Assignee(id: ID(generator.uuid()), name: "Assignee \(index)-\(slot)")
      }
      for (slot, attachment) in attachments.enumerated() {
        try write(&image, count: Self.imageBytes, number: index * 8 + slot, to: self.attachment(attachment.id))
      }
      for (slot, assignee) in assignees.enumerated() {
        try write(&image, count: Self.avatarBytes, number: index * 8 + 4 + slot, to: avatar(assignee.id))
      }
      let dto = TaskFileDTO(
        id: ID(generator.uuid()), title: "Task \(index)",
        description: "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt",
        attachments: attachments, assignees: assignees)
      try encoder.encode(dto).withUnsafeBytes { try writeFile(task(index), $0) }
    }
  }

  private func write(_ image: inout [UInt8], count: Int, number: Int, to path: String) throws {
    withUnsafeBytes(of: UInt64(number).littleEndian) { marker in
      for offset in 0..<8 { image[offset] = marker[offset] }
    }
    try image[0..<count].withUnsafeBytes { try writeFile(path, $0) }
  }
}

/// The file number at the start of an image (see `TaskFiles.generate`).
func imageNumber(_ data: Data) -> Int {
  guard data.count >= 8 else { return -1 }
  var value: UInt64 = 0
  for offset in 0..<8 { value |= UInt64(data[data.startIndex + offset]) << (8 * UInt64(offset)) }
  return Int(truncatingIfNeeded: value)
}

/// SplitMix64, for reproducible image bytes and IDs.
struct SplitMix {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A random version-4 UUID.
  mutating func uuid() -> UUID {
    let high = next()
    let low = next()
    var bytes = [UInt8](repeating: 0, count: 16)
    for index in 0..<8 {
      bytes[index] = UInt8(truncatingIfNeeded: high >> (8 * UInt64(index)))
      bytes[8 + index] = UInt8(truncatingIfNeeded: low >> (8 * UInt64(index)))
    }
    bytes[6] = (bytes[6] & 0x0f) | 0x40
    bytes[8] = (bytes[8] & 0x3f) | 0x80
    return UUID(
      uuid: (
        bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7], bytes[8], bytes[9],
        bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
      ))
  }
}
