import CurveFrame
import CurveReports
import CurveSampling
import Foundation

import _CurveText

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// PNG and PDF files of a plot's SVG, drawn by librsvg on cairo: the renderer the tests check the
/// SVG against. The libraries are loaded when a PNG or PDF is first asked for, so the package
/// builds without them and a machine without them gets a message with the install command.
enum ImageOutput {
  enum Format: String {
    case png, pdf
  }

  /// The format `path` names by its extension: nil for SVG (`-`, .svg, or no extension, as
  /// /dev/stdout); a usage message for an extension that is none of .svg, .png, .pdf.
  static func format(of path: String) -> Result<Format?, UsageError> {
    if path == "-" { return .success(nil) }
    switch URL(fileURLWithPath: path).pathExtension.lowercased() {
    case "svg", "": return .success(nil)
    case "png": return .success(.png)
    case "pdf": return .success(.pdf)
    default:
      return .failure(UsageError(message: "-o expects a file ending in .svg, .png or .pdf (or - for SVG on standard output), got \(TerminalText.quoted(path))", command: "plot"))
    }
  }

  /// The largest PNG, so no size and scale can ask for gigabytes: 16,384 px a side, 8 Mpx.
  /// librsvg holds up to three images of the picture's size at once (the picture, and a masked
  /// group and its mask), 4 bytes a pixel: 8 Mpx stays well within 200 MB.
  static let maximumSide = 16_384.0
  static let maximumPixels = 8_000_000.0

  /// The PNG's pixel size for a picture of `size` pt at `scale` pixels a pt, or a usage message
  /// when it is over the limits.
  static func pixelSize(_ size: CanvasSize, scale: Double) -> Result<(width: Int32, height: Int32), UsageError> {
    let width = (size.width * scale).rounded(.up), height = (size.height * scale).rounded(.up)
    guard width >= 1, height >= 1, width <= maximumSide, height <= maximumSide, width * height <= maximumPixels else {
      return .failure(
        UsageError(
          message: "a PNG of \(DecimalText.json(width)) × \(DecimalText.json(height)) px is over the limit (16,384 px a side, 8 Mpx); use a smaller --size or --scale",
          command: "plot"))
    }
    return .success((Int32(width), Int32(height)))  // both in 1...16,384: the canvas is checked
  }

  /// Writes `svg` (a picture of `size` pt) to `path` as `format`, PNG at `scale` pixels a pt,
  /// through a ``ReplacementFile``: a failure leaves nothing half done, and no link in the folder
  /// is followed. Returns nil, or why it could not.
  static func write(_ svg: String, size: CanvasSize, scale: Double, format: Format, to path: String) -> String? {
    let library: Library
    switch Library.load() {
    case .success(let loaded): library = loaded
    case .failure(let missing): return missing.message
    }
    let file: ReplacementFile
    switch ReplacementFile.create(beside: path) {
    case .success(let created): file = created
    case .failure(let error): return "curve: " + error.message
    }
    if let failure = library.render(svg, size: size, scale: scale, format: format, to: file) {
      file.discard()
      return failure
    }
    return file.commit().map { "curve: " + $0.message }
  }
}

/// librsvg and cairo, their functions looked up by name.
private struct Library {
  struct Missing: Error {
    var message: String
  }

  typealias HandleNew = @convention(c) (UnsafePointer<UInt8>?, Int, UnsafeMutablePointer<UnsafeMutableRawPointer?>?) -> OpaquePointer?
  typealias RenderDocument = @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeRawPointer?, UnsafeMutablePointer<UnsafeMutableRawPointer?>?) -> Int32
  typealias Unref = @convention(c) (OpaquePointer?) -> Void
  typealias ErrorFree = @convention(c) (UnsafeMutableRawPointer?) -> Void
  typealias ImageSurfaceCreate = @convention(c) (Int32, Int32, Int32) -> OpaquePointer?
  /// cairo_write_func_t: (closure, data, length) -> cairo_status_t.
  typealias WriteFunction = @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<UInt8>?, UInt32) -> Int32
  typealias PDFSurfaceCreate = @convention(c) (WriteFunction?, UnsafeMutableRawPointer?, Double, Double) -> OpaquePointer?
  typealias Pointer = @convention(c) (OpaquePointer?) -> OpaquePointer?
  typealias Void1 = @convention(c) (OpaquePointer?) -> Void
  typealias Status = @convention(c) (OpaquePointer?) -> Int32
  typealias Scale = @convention(c) (OpaquePointer?, Double, Double) -> Void
  typealias WritePNG = @convention(c) (OpaquePointer?, WriteFunction?, UnsafeMutableRawPointer?) -> Int32

  let handleNew: HandleNew
  let renderDocument: RenderDocument
  let unref: Unref
  let errorFree: ErrorFree
  let imageSurfaceCreate: ImageSurfaceCreate
  let pdfSurfaceCreate: PDFSurfaceCreate
  let create: Pointer
  let destroy: Void1
  let surfaceDestroy: Void1
  let surfaceFinish: Void1
  let surfaceStatus: Status
  let status: Status
  let showPage: Void1
  let writePNG: WritePNG

  /// The names to load: on Linux the sonames Debian installs, on macOS Homebrew's. Tests point
  /// `CURVEKIT_RSVG_LIBRARY` at a missing file to see the message.
  #if os(macOS)
  static let rsvg = ProcessInfo.processInfo.environment["CURVEKIT_RSVG_LIBRARY"] ?? "librsvg-2.2.dylib"
  static let others = ["libcairo.2.dylib", "libgobject-2.0.0.dylib", "libglib-2.0.0.dylib"]
  static let install = "brew install librsvg"
  static let searched = ["", "/opt/homebrew/lib/", "/usr/local/lib/"]
  #else
  static let rsvg = ProcessInfo.processInfo.environment["CURVEKIT_RSVG_LIBRARY"] ?? "librsvg-2.so.2"
  static let others = ["libcairo.so.2", "libgobject-2.0.so.0", "libglib-2.0.so.0"]
  static let install = "sudo apt-get install librsvg2-2 libcairo2"
  static let searched = [""]
  #endif

  /// The libraries, opened (a command writes one file, so they are opened once a run).
  static func load() -> Result<Library, Missing> {
    var handles: [UnsafeMutableRawPointer] = []
    for name in [rsvg] + others {
      guard let handle = searched.lazy.compactMap({ dlopen($0 + name, RTLD_NOW | RTLD_LOCAL) }).first else {
        return .failure(Missing(message: "curve: writing PNG or PDF needs librsvg and cairo, and \(name) was not found; install them with: \(install)"))
      }
      handles.append(handle)
    }
    func symbol<T>(_ name: String, _ type: T.Type) -> T? {
      for handle in handles { if let address = dlsym(handle, name) { return unsafeBitCast(address, to: type) } }
      return nil
    }
    guard let handleNew = symbol("rsvg_handle_new_from_data", HandleNew.self),
      let renderDocument = symbol("rsvg_handle_render_document", RenderDocument.self),
      let unref = symbol("g_object_unref", Unref.self), let errorFree = symbol("g_error_free", ErrorFree.self),
      let imageSurfaceCreate = symbol("cairo_image_surface_create", ImageSurfaceCreate.self),
      let pdfSurfaceCreate = symbol("cairo_pdf_surface_create_for_stream", PDFSurfaceCreate.self),
      let create = symbol("cairo_create", Pointer.self), let destroy = symbol("cairo_destroy", Void1.self),
      let surfaceDestroy = symbol("cairo_surface_destroy", Void1.self), let surfaceFinish = symbol("cairo_surface_finish", Void1.self),
      let surfaceStatus = symbol("cairo_surface_status", Status.self), let status = symbol("cairo_status", Status.self),
      let showPage = symbol("cairo_show_page", Void1.self), let writePNG = symbol("cairo_surface_write_to_png_stream", WritePNG.self)
    else {
      return .failure(Missing(message: "curve: the librsvg and cairo found are too old to write PNG or PDF (librsvg 2.46 or later is needed); install them with: \(install)"))
    }
    return .success(
      Library(
        handleNew: handleNew, renderDocument: renderDocument, unref: unref, errorFree: errorFree, imageSurfaceCreate: imageSurfaceCreate,
        pdfSurfaceCreate: pdfSurfaceCreate, create: create, destroy: destroy, surfaceDestroy: surfaceDestroy, surfaceFinish: surfaceFinish,
        surfaceStatus: surfaceStatus, status: status, showPage: showPage, writePNG: writePNG))
  }

  /// Where cairo's output goes: the file, and the first write's failure.
  private struct Sink {
    var file: ReplacementFile
    var failure: Int32?
  }

  /// cairo's output, written to the file of the ``Sink`` the closure points at.
  private static let writeToFile: WriteFunction = { closure, data, length in
    guard let sink = closure?.assumingMemoryBound(to: Sink.self), let data else { return 11 }  // CAIRO_STATUS_WRITE_ERROR
    guard sink.pointee.failure == nil else { return 11 }
    sink.pointee.failure = sink.pointee.file.write(UnsafeRawBufferPointer(start: data, count: Int(length)))
    return sink.pointee.failure == nil ? 0 : 11
  }

  /// Draws `svg` into `file`; nil, or why not.
  func render(_ svg: String, size: CanvasSize, scale: Double, format: ImageOutput.Format, to file: ReplacementFile) -> String? {
    var error: UnsafeMutableRawPointer?
    var text = svg
    let handle = text.withUTF8 { handleNew($0.baseAddress, $0.count, &error) }
    guard let handle else { return "curve: librsvg could not read the SVG: \(message(of: error))" }
    defer { unref(handle) }
    var sink = Sink(file: file)
    let failure = withUnsafeMutablePointer(to: &sink) { closure -> String? in
      let surface: OpaquePointer?
      let viewport: [Double]
      switch format {
      case .png:
        guard case .success(let pixels) = ImageOutput.pixelSize(size, scale: scale) else { return "curve: the PNG is over the size limit" }
        surface = imageSurfaceCreate(0, pixels.width, pixels.height)  // CAIRO_FORMAT_ARGB32
        viewport = [0, 0, size.width * scale, size.height * scale]
      case .pdf:
        surface = pdfSurfaceCreate(Self.writeToFile, closure, size.width, size.height)
        viewport = [0, 0, size.width, size.height]
      }
      guard let surface, surfaceStatus(surface) == 0 else { return "curve: cairo could not make the \(format.rawValue) surface" }
      defer { surfaceDestroy(surface) }
      guard let context = create(surface) else { return "curve: cairo could not draw" }
      let drawn = viewport.withUnsafeBytes { renderDocument(handle, context, $0.baseAddress, &error) }
      if format == .pdf { showPage(context) }
      let drawStatus = status(context)
      destroy(context)
      guard drawn != 0, drawStatus == 0 else { return "curve: librsvg could not draw the SVG: \(message(of: error))" }
      switch format {
      case .png:
        guard writePNG(surface, Self.writeToFile, closure) == 0 else { return "curve: cannot write '\(TerminalText.safe(file.target))'" }
      case .pdf:
        surfaceFinish(surface)
        guard surfaceStatus(surface) == 0 else { return "curve: cannot write '\(TerminalText.safe(file.target))'" }
      }
      return nil
    }
    // A failed write shows in cairo as a failed drawing (PDF) or save (PNG): say what failed.
    if let code = sink.failure { return "curve: " + ReplacementFileError(target: file.target, code: code).message }
    return failure
  }

  /// A GError's message (and frees it).
  private func message(of error: UnsafeMutableRawPointer?) -> String {
    guard let error else { return "no reason given" }
    defer { errorFree(error) }
    // struct GError { GQuark domain; gint code; gchar *message; }
    guard let text = error.load(fromByteOffset: 8, as: UnsafePointer<CChar>?.self) else { return "no reason given" }
    return TerminalText.safe(String(cString: text))
  }
}
