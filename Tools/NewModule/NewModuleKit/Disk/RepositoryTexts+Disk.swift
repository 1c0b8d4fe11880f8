import Foundation

extension RepositoryTexts {
  /// Reads the files the scaffold edits, every `module.json`, the Swift sources under `Modules` and
  /// `Apps`, the folders and test files a module could collide with, and the templates, from the
  /// repository at `root`.
  public static func load(root: URL) throws(ScaffoldError) -> RepositoryTexts {
    var files: [String: String] = [:]
    for path in editedPaths {
      guard let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) else {
        throw .unreadable(path)
      }
      files[path] = text
    }
    var sources: [String: String] = [:]
    var paths: Set<String> = []
    let manager = FileManager.default
    for top in ["Modules", "Apps", "Tests"] {
      let base = root.appendingPathComponent(top)
      guard let walker = manager.enumerator(at: base, includingPropertiesForKeys: [.isDirectoryKey]) else { continue }
      for case let url as URL in walker {
        let path = top + "/" + url.path.dropFirst(base.path.count + 1)
        if (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true || top == "Tests" {
          paths.insert(path)
        } else if top == "Modules", url.lastPathComponent == "module.json",
          let text = try? String(contentsOf: url, encoding: .utf8)
        {
          files[path] = text
        } else if url.pathExtension == "swift", let text = try? String(contentsOf: url, encoding: .utf8) {
          sources[path] = text
        }
      }
    }
    var templates: [String: String] = [:]
    let folder = root.appendingPathComponent(ModuleTemplate.folder)
    if let walker = manager.enumerator(at: folder, includingPropertiesForKeys: nil, options: .skipsHiddenFiles) {
      for case let url as URL in walker {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
        templates[String(url.path.dropFirst(folder.path.count + 1))] = text
      }
    }
    return RepositoryTexts(files: files, sources: sources, paths: paths, templates: templates)
  }
}
