import BenchmarkKit
import DomainValues
import Foundation
import UDF

/// G1: loading `tasks` tasks from disk for a list that shows 20 rows, each with its first image.
///
/// Variants: `large-cluster` (each task holds its 3 images and 2 avatars, so every file is read)
/// and `by-id` (each task holds IDs; the first image of the 20 visible rows is read on demand).
/// Each run is a fresh process, so its peak memory (VmHWM) is the load's own. The files are
/// generated once per run, before any timing, in memory (`/dev/shm`) where there is one: reads are
/// warm-cache reads, as from a file system cache, and creating 5,000 files costs no disk journaling.
func runAggregates(variant: String, tasks: Int) throws -> Measurement {
  let files = TaskFiles(directory: try Scratch.shared("G1", storage: .memory) + "/tasks-\(tasks)")
  defer { Scratch.releaseShared("G1", storage: .memory) }
  try Scratch.generateOnce(files.directory) { partial in
    try TaskFiles(directory: partial).generate(count: tasks)
  }
  let visibleRows = min(20, tasks)
  var loadedBytes = 0
  var visibleNumbers: [Int] = []
  let ns: Double
  switch variant {
  case "large-cluster":
    var loaded: [ClusterTask] = []
    ns = try timeLoop(operations: tasks) {
      loaded = try loadCluster(files, count: tasks)
    }
    loadedBytes = loaded.reduce(0) { total, task in
      total + task.attachments.reduce(0) { $0 + $1.image.count } + task.assignees.reduce(0) { $0 + $1.avatar.count }
    }
    visibleNumbers = loaded.prefix(visibleRows).compactMap { $0.attachments.first.map { imageNumber($0.image) } }
    try check(loaded.count == tasks, "G1 \(variant): \(loaded.count) tasks loaded, expected \(tasks)")
  case "by-id":
    var loaded: [TaskAggregate] = []
    var images: [ID<ImageAttachment>: Data] = [:]
    ns = try timeLoop(operations: tasks) {
      loaded = try loadAggregates(files, count: tasks)
      for task in loaded.prefix(visibleRows) {
        guard let first = task.attachments.first else { continue }
        images[first] = try Data(contentsOf: URL(fileURLWithPath: files.attachment(first)))
      }
    }
    loadedBytes = images.values.reduce(0) { $0 + $1.count }
    visibleNumbers = loaded.prefix(visibleRows).compactMap {
      $0.attachments.first.flatMap { images[$0] }.map(imageNumber)
    }
    try check(loaded.count == tasks, "G1 \(variant): \(loaded.count) tasks loaded, expected \(tasks)")
  default:
    throw ChecksumFailure(description: "unknown G1 variant \(variant)")
  }
  let perTask = TaskFiles.attachmentsPerTask * TaskFiles.imageBytes + TaskFiles.assigneesPerTask * TaskFiles.avatarBytes
  let expectedBytes = variant == "by-id" ? visibleRows * TaskFiles.imageBytes : tasks * perTask
  try check(
    loadedBytes == expectedBytes, "G1 \(variant): \(loadedBytes) bytes of images held, expected \(expectedBytes)")
  try check(
    visibleNumbers == (0..<visibleRows).map { $0 * 8 }, "G1 \(variant): the visible rows show the wrong images")
  return Measurement(
    nsPerOp: ns, peakKiB: peakMemoryKiB(),
    extra: ["load ms": ns * Double(tasks) / 1e6, "images MiB": Double(loadedBytes) / 1_048_576])
}

/// The large cluster: decode every task and read every image and avatar it references.
private func loadCluster(_ files: TaskFiles, count: Int) throws -> [ClusterTask] {
  let decoder = JSONDecoder()
  return try (0..<count).map { index in
    let dto = try decoder.decode(TaskFileDTO.self, from: Data(contentsOf: URL(fileURLWithPath: files.task(index))))
    return ClusterTask(
      id: dto.id, title: dto.title, description: dto.description,
      attachments: try dto.attachments.map { attachment in
        ImageAttachment(
          id: attachment.id, image: try Data(contentsOf: URL(fileURLWithPath: files.attachment(attachment.id))))
      },
      assignees: try dto.assignees.map { assignee in
        TaskAssignee(
          id: assignee.id, name: assignee.name,
          avatar: try Data(contentsOf: URL(fileURLWithPath: files.avatar(assignee.id))))
      })
  }
}

/// The aggregate by ID: decode every task, keep only the IDs it references.
private func loadAggregates(_ files: TaskFiles, count: Int) throws -> [TaskAggregate] {
  let decoder = JSONDecoder()
  return try (0..<count).map { index in
    let dto = try decoder.decode(TaskFileDTO.self, from: Data(contentsOf: URL(fileURLWithPath: files.task(index))))
    return TaskAggregate(
      id: dto.id, title: dto.title, description: dto.description, attachments: dto.attachments.map(\.id),
      assignees: dto.assignees.map(\.id))
  }
}

/// G1's notes: the large cluster against the aggregate by ID, in load time and peak memory, per N;
/// then the generated files go.
func finishAggregates(_ table: inout Table) {
  table.addRatio(to: "by-id")
  let rows = table.rows
  for size in Array(Set(rows.map(\.size))).sorted() {
    guard let cluster = rows.first(where: { $0.variant == "large-cluster" && $0.size == size }),
      let byID = rows.first(where: { $0.variant == "by-id" && $0.size == size }),
      byID.nsPerOp.median > 0, byID.peakMiB.median > 0
    else { continue }
    table.notes.append(
      "\(size) tasks: large cluster / by ID = \(format(cluster.nsPerOp.median / byID.nsPerOp.median))x load time, "
        + "\(format(cluster.peakMiB.median / byID.peakMiB.median))x peak memory "
        + "(\(format(cluster.peakMiB.median)) MiB vs \(format(byID.peakMiB.median)) MiB)")
  }
  Scratch.removeShared("G1")
}
