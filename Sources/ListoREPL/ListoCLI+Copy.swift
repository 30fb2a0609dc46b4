import FoundationEssentials
import Glibc
import ListoAnnouncer
import ListoModel
import ListoStore

extension ListoCLI {
    /// `listo copy FROM TO`: every list and setting of one store written into
    /// another that holds no list, in one transaction on it, so that the target
    /// holds the whole copy or nothing. Each is a file or a postgresql:// URI; a
    /// file to copy from must be there, a file to copy into is made in a folder that
    /// is there, and taken away again when the copy fails. 0 when copied, 1 when refused, 2 when a
    /// store can't be opened.
    static func copy(from source: String, to target: String, _ options: Options, environment: [String: String]) -> Int32 {
        let language = options.language(environment: environment)
        // A copy makes no folder, as --store makes none: the store it made would be refused there.
        if let refusal = folderMissing(target) {
            say(refusal)
            return 2
        }
        let from: any StoreEngine
        do {
            from = try openRepository(.file(source), seed: false, language: language, mustExist: true)
        } catch {
            say(problem(error))
            return 2
        }
        defer { from.close() }
        // Read whole first, so that a store that fails while read is named as the one read.
        let lists: [ListDocument], settings: [String: String]
        do {
            lists = try from.documents(named: nil)
            settings = try from.settings()
        } catch {
            say(storeRefusal(error, path: from.path))
            return 1
        }
        let made = !ServerAddress.isServer(target) && !FileManager.default.fileExists(atPath: target)
        let into: any StoreEngine
        do {
            into = try openRepository(.file(target), seed: false, language: language)
        } catch {
            say(problem(error))
            return 2
        }
        do {
            try into.copyIn(lists, settings: settings)
            into.close()
            let rows = lists.reduce(0) { $0 + $1.allRowIDs.count }
            StandardOutput().write(announcer.lines(.copied(path: into.path, lists: lists.count, rows: rows)))
            return 0
        } catch {
            into.close()
            if made { for file in [target, target + "-wal", target + "-shm"] { unlink(file) } }
            switch error {
            case CopyProblem.targetHoldsLists(let count): say(.copyTargetHoldsLists(path: into.path, lists: count))
            case let problem as ImportProblem: say(.importFailed(path: into.path, problem))
            case is LongWork.Stopped: say(.said(.commandLine(.stoppedCopy(into.path))))
            default: say(storeRefusal(error, path: into.path))
            }
            return 1
        }
    }
}
