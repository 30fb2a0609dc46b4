// swift-tools-version: 6.0
import PackageDescription

// A release build reaches each concrete generic type's metadata through its accessor,
// where by default the compiler names it by its mangled name: the runtime then demangles
// the name and checks its conformances by scanning every conformance in the binary, the
// first time each type is met. A listo process meets hundreds of them once each, and that
// lookup was a tenth of one that runs a single command (docs/speed.md, goal 4).
let startsQuickly: [SwiftSetting] = [
    .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"], .when(configuration: .release)),
]

let package = Package(
    name: "listo",
    targets: [
        // Pure values and the one function that changes them; no I/O.
        .target(name: "ListoModel", swiftSettings: startsQuickly),
        // Turns events, answers and errors into the lines that are said.
        .target(name: "ListoAnnouncer", dependencies: ["ListoModel"], swiftSettings: startsQuickly),
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        // libpq, for PostgreSQL stores, is opened at run time (dlopen): it brings TLS, Kerberos and LDAP with it.
        // Its header comes from libpq-dev.
        .target(name: "CLibPQ"),
        // libical, for iCalendar files, is opened at run time (dlopen): it brings ICU with it.
        .target(name: "CICalendar"),
        .target(name: "ListoStore", dependencies: ["ListoModel", "CSQLite", "CLibPQ", "CICalendar"], swiftSettings: startsQuickly),
        // libedit's el_* and history() calls are variadic, so a small C file wraps them;
        // it opens libedit (dlopen) when a terminal needs it, so scripted runs start without it.
        .target(name: "CLineEditor"),
        // libspeechd is opened at run time (dlopen), so listo starts where it is missing.
        .target(name: "CSpeechDispatcher"),
        // libbrlapi, BRLTTY's client library, is opened at run time (dlopen) too.
        .target(name: "CBrailleDisplay"),
        .target(name: "ListoREPL", dependencies: ["ListoModel", "ListoAnnouncer", "ListoStore", "CLineEditor", "CSpeechDispatcher", "CBrailleDisplay"], swiftSettings: startsQuickly),
        .executableTarget(name: "listo", dependencies: ["ListoREPL"], swiftSettings: startsQuickly),
        // make bench: a store of a million rows and the latency of each kind of command.
        // Its PostgreSQL figures are taken on a throwaway cluster, started as the tests start theirs.
        .executableTarget(name: "listo-bench", dependencies: ["ListoREPL", "ListoStore", "ListoModel", "ListoAnnouncer", "ListoTestSupport"]),
        .target(name: "ListoTestSupport", dependencies: ["ListoModel", "ListoREPL"]),
        .testTarget(name: "ListoModelTests", dependencies: ["ListoModel", "ListoTestSupport"]),
        .testTarget(name: "ListoAnnouncerTests", dependencies: ["ListoAnnouncer", "ListoModel"]),
        .testTarget(name: "ListoStoreTests", dependencies: ["ListoStore", "ListoModel", "ListoTestSupport"]),
        .testTarget(name: "ListoREPLTests", dependencies: ["ListoREPL", "ListoAnnouncer", "ListoModel", "ListoStore", "ListoTestSupport"]),
        .testTarget(name: "ListoEndToEndTests", dependencies: ["ListoTestSupport", "ListoStore"]),
    ],
    swiftLanguageModes: [.v6]
)
