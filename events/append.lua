-- Append one command's records to a game's stream, atomically, only if the stream is
-- still at the expected version. Every key is one game's (same hash tag, same cluster
-- slot): nothing shared by all games is written here, so the script runs on a Redis
-- Cluster and the lobby index is kept outside it (events/store.py).
-- KEYS[1] stream   KEYS[2] lobby summary   KEYS[3] snapshots   KEYS[4] idempotency key (optional)
-- ARGV[1] expected version   ARGV[2] idempotency ttl (s)   ARGV[3] idempotency value ('{to}' = new version)
-- ARGV[4] lobby summary json ('' to leave it)   ARGV[5] its ttl in s (0: no expiry)
-- ARGV[6] snapshot field ('' for none)   ARGV[7] snapshot json   ARGV[8] n, the number of payloads
-- ARGV[9..8+n] payloads   ARGV[9+n..] commands to run once appended, each as its argument
--   count then its arguments: the RQ jobs the new state calls for, when the queue shares this
--   (standalone) Redis - their keys are not declared, so never on a cluster (events/store.py)
-- After the append it publishes the new version on the game's channel (KEYS[1] with ':n'
-- for ':s', in the game's hash tag): the per-process readers of open streams and long polls
-- (service/fanout.py) read the new records when told. A notice with nobody subscribed costs
-- Redis a dictionary lookup.
-- Returns {'ok', new_version} | {'stale', current_version} | {'dup', stored_value}
if #KEYS >= 4 then
  local prev = redis.call('GET', KEYS[4])
  if prev then return {'dup', prev} end
end
local v = redis.call('XLEN', KEYS[1])
if v ~= tonumber(ARGV[1]) then return {'stale', tostring(v)} end
local n = tonumber(ARGV[8])
for i = 1, n do
  redis.call('XADD', KEYS[1], tostring(v + i) .. '-0', 'd', ARGV[8 + i])
end
local newv = v + n
if #KEYS >= 4 then
  redis.call('SET', KEYS[4], string.gsub(ARGV[3], '{to}', tostring(newv)), 'EX', tonumber(ARGV[2]))
end
if ARGV[4] ~= '' then
  local ttl = tonumber(ARGV[5])
  if ttl > 0 then
    redis.call('SET', KEYS[2], ARGV[4], 'EX', ttl)
  else
    redis.call('SET', KEYS[2], ARGV[4])
  end
end
if ARGV[6] ~= '' then
  redis.call('HSET', KEYS[3], ARGV[6], ARGV[7])
end
local i = 9 + n
while i <= #ARGV do
  local argc = tonumber(ARGV[i])
  redis.call(unpack(ARGV, i + 1, i + argc))
  i = i + argc + 1
end
redis.call('PUBLISH', string.sub(KEYS[1], 1, -2) .. 'n', newv)
return {'ok', tostring(newv)}
