import Foundation

/// Where the package the tools work on lives, found as `swift run` finds it.
public enum PackageRoot {
  /// The nearest folder at or above the current one holding a Package.swift (the current one if
  /// none does).
  public static func nearest() -> URL {
    let start = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    var folder = start
    while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
      let parent = folder.deletingLastPathComponent()
      guard parent.path != folder.path else { return start }
      folder = parent
    }
    return folder
  }
}
