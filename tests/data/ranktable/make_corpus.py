#!/usr/bin/python3
"""Writes the broken rank-table corpus. The files are committed; this script documents how each
was made. The error each must produce is in expected.tsv (exact text after "FILE: ")."""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))


def raw(name, text):
    with open(os.path.join(HERE, name), "wb") as f:
        f.write(text.encode("utf-8") if isinstance(text, str) else text)


def card(device, rank, ip=None):
    d = {"device_id": str(device), "device_ip": ip or "192.%d.0.1" % (int(rank) + 1 if str(rank).isdigit() else 9),
         "rank_id": str(rank)}
    return d


def server(sid, cards):
    return {"server_id": sid, "device": cards}


def table(servers, count=None, **extra):
    t = {"version": "1.0", "server_count": str(len(servers) if count is None else count),
         "server_list": servers, "status": "completed"}
    t.update(extra)
    return t


def write(name, doc):
    raw(name, json.dumps(doc, indent=1) + "\n")


def good_two():
    return [server("node_0", [card(0, 0), card(1, 1)]), server("node_1", [card(0, 2), card(1, 3)])]


def group(instances, count=None):
    return {"status": "completed", "group_count": "1", "group_list": [{
        "group_name": "", "device_num": str(len(instances)), "server_num": "1",
        "instance_count": str(len(instances) if count is None else count),
        "instance_list": instances}]}


def instance(rank, sid, devices):
    return {"rank_id": str(rank), "server_id": sid, "devices": devices}


def main():
    raw("empty.json", b"")
    raw("not_json.json", '{"server_list": [')
    raw("not_object.json", '["server_list"]\n')
    write("no_servers.json", {"version": "1.0", "status": "completed", "server_count": "1",
                              "servers": []})
    write("server_list_not_list.json", {"version": "1.0", "server_list": {}})
    write("server_list_empty.json", table([], count=0))
    write("server_count_mismatch.json", table(good_two(), count=3))
    write("server_count_not_number.json", table(good_two(), count="two"))
    write("server_not_object.json", table([1]))
    write("no_server_id.json", table([{"device": [card(0, 0)]}]))
    write("server_id_not_string.json", table([{"server_id": 10, "device": [card(0, 0)]}]))
    write("no_device_list.json", table([{"server_id": "node_0"}]))
    write("device_not_list.json", table([{"server_id": "node_0", "device": "0"}]))
    write("device_list_empty.json", table([server("node_0", [])]))
    write("device_not_object.json", table([server("node_0", [card(0, 0), "1"])]))
    write("no_rank_id.json", table([server("node_0", [card(0, 0), {"device_id": "1"}])]))
    write("rank_id_not_number.json", table([server("node_0", [card(0, 0), card(1, "1a")])]))
    write("rank_id_negative.json", table([server("node_0", [card(0, 0), card(1, "-1")])]))
    bad = card(1, 1)
    bad["rank_id"] = 1.5
    write("rank_id_fraction.json", table([server("node_0", [card(0, 0), bad])]))
    write("rank_id_too_large.json", table([server("node_0", [card(0, 0), card(1, 2000000)])]))
    write("device_id_not_number.json", table([server("node_0", [card(0, 0), card("x", 1)])]))
    write("no_device_id.json", table([server("node_0", [card(0, 0), {"rank_id": "1"}])]))
    write("duplicate_rank_id.json", table([server("node_0", [card(0, 0), card(1, 1)]),
                                           server("node_1", [card(0, 1), card(1, 2)])]))
    write("missing_rank_id.json", table([server("node_0", [card(0, 0), card(1, 1), card(2, 3)])]))
    write("duplicate_device_id.json", table([server("node_0", [card(0, 0), card(0, 1)])]))
    raw("duplicate_key.json", '{"version": "1.0", "server_count": "1", "server_list": [{"server_id": '
        '"node_0", "device": [{"device_id": "0", "rank_id": "0", "rank_id": "1"}]}]}\n')
    write("group_list_not_list.json", {"group_count": "1", "group_list": "none"})
    write("group_no_instance_list.json", {"group_count": "1", "group_list": [{"group_name": ""}]})
    one = [{"device_id": "0", "device_ip": "192.1.0.1"}]
    write("group_instance_count_mismatch.json",
          group([instance(0, "10.0.0.1", one), instance(1, "10.0.0.1", one)], count=3))
    write("group_two_devices.json",
          group([instance(0, "10.0.0.1", one + [{"device_id": "1", "device_ip": "192.1.0.2"}])]))
    write("group_duplicate_rank.json",
          group([instance(0, "10.0.0.1", one),
                 instance(0, "10.0.0.1", [{"device_id": "1", "device_ip": "192.1.0.2"}])]))
    write("group_no_server_id.json",
          group([instance(0, "10.0.0.1", one), {"rank_id": "1", "devices": one}]))
    with open(os.path.join(HERE, "..", "real", "rank_table_8pcs.json"), "rb") as f:
        raw("truncated.json", f.read()[:700])
    # Issue 16: a value that is not a string was printed whole in the error (nlohmann's dump(),
    # which recurses once per level: nested a million deep it overflowed the stack, see
    # cli_hostile_test); it is now named by its kind, and a long string is cut.
    raw("server_id_deep_list.json", '{"version": "1.0", "server_count": "1", "server_list": '
        '[{"server_id": ' + "[" * 1000 + "]" * 1000 + ', "device": []}]}\n')
    write("server_count_long_text.json",
          {"version": "1.0", "server_count": "x" * 5000,
           "server_list": [server("node_0", [card(0, 0)])]})


if __name__ == "__main__":
    main()
